'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Article, Revision, RevisionSummary } from '@/lib/articles/schemas';
import { ApiError, fetchArticle, fetchRevision, fetchRevisions } from '@/lib/crm/api';
import { crmT } from '@/lib/i18n/crm';

export type HistoryState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; current: Article; revisions: RevisionSummary[] };

const message = (error: unknown) =>
  error instanceof Error ? error.message : crmT('api.somethingWrong');

/**
 * An article as it is now and its revisions, loaded together, and the revision staff chose to
 * compare (fetched whole when chosen).
 */
export function useHistory(articleId: number | undefined) {
  const [state, setState] = useState<HistoryState>(
    articleId === undefined
      ? { kind: 'failed', message: crmT('validation.invalidId') }
      : { kind: 'loading' },
  );
  const [selected, setSelected] = useState<Revision | null>(null);
  const [selecting, setSelecting] = useState<number | null>(null);
  const [selectError, setSelectError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    if (articleId === undefined) return;
    const [current, revisions] = await Promise.allSettled([
      fetchArticle(articleId),
      fetchRevisions(articleId),
    ]);
    if (current.status === 'rejected') {
      setState({ kind: 'failed', message: message(current.reason) });
    } else if (revisions.status === 'rejected') {
      // The article is there but its history is not: a provider without the extension.
      const missing = revisions.reason instanceof ApiError && revisions.reason.status === 404;
      setState({
        kind: 'failed',
        message: missing ? crmT('history.unavailable') : message(revisions.reason),
      });
    } else {
      setState({ kind: 'ready', current: current.value, revisions: revisions.value });
    }
  }, [articleId]);

  useEffect(() => {
    queueMicrotask(() => void reload());
  }, [reload]);

  async function select(revisionId: number) {
    if (articleId === undefined) return;
    setSelecting(revisionId);
    setSelectError(null);
    try {
      setSelected(await fetchRevision(articleId, revisionId));
    } catch (error) {
      setSelectError(message(error));
    } finally {
      setSelecting(null);
    }
  }

  return {
    state,
    reload,
    selected,
    select,
    selecting,
    selectError,
    clear: () => setSelected(null),
  };
}
