'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Article, Revision, RevisionSummary } from '@/lib/articles/schemas';
import { ApiError, errorText } from '@/lib/crm/client';
import { crmT } from '@/lib/i18n/crm';
import { revisionQuery, useArticleHistory, useRevision } from '@/lib/crm/queries/article-history';

export type HistoryState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; current: Article; revisions: RevisionSummary[] };

/**
 * An article as it is now and its revisions, loaded together, and the revision staff chose to
 * compare (fetched whole when chosen; the one shown stays until the chosen one is there).
 */
export function useHistory(articleId: number | undefined) {
  const client = useQueryClient();
  const history = useArticleHistory(articleId);
  const [chosen, setChosen] = useState<number | null>(null);
  const revision = useRevision(articleId, chosen);
  // A revision that failed to load leaves the last one shown in place.
  const [shown, setShown] = useState<Revision | null>(null);
  if (revision.data && !revision.isPlaceholderData && revision.data !== shown) {
    setShown(revision.data);
  }

  const state: HistoryState =
    articleId === undefined
      ? { kind: 'failed', message: crmT('validation.invalidId') }
      : history.status === 'error'
        ? {
            kind: 'failed',
            // The provider's 404 is in its own words (English): the CRM says it in Russian.
            message:
              history.error instanceof ApiError && history.error.status === 404
                ? crmT('form.notFound')
                : errorText(history.error),
          }
        : history.data
          ? { kind: 'ready', ...history.data }
          : { kind: 'loading' };
  const loading = revision.isFetching && (revision.isPending || revision.isPlaceholderData);

  return {
    state,
    selected: chosen === null ? null : revision.isError ? shown : (revision.data ?? null),
    /** Shows revision `revisionId`; resolves once it is there (or failed). */
    async select(revisionId: number) {
      if (articleId === undefined) return;
      setChosen(revisionId);
      await client.fetchQuery(revisionQuery(articleId, revisionId)).catch(() => undefined);
    },
    selecting: loading ? chosen : null,
    selectError: revision.isError ? errorText(revision.error) : null,
    clear: () => {
      setChosen(null);
      setShown(null);
    },
  };
}
