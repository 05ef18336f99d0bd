import '@/lib/validation/zod-config';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  revisionListResponseSchema,
  revisionResponseSchema,
  revisionSummarySchema,
} from '@/lib/articles/schemas';
import { crmT } from '@/lib/i18n/crm';
import { ApiError, call } from '../client';
import { api, fetchArticle, ifMatch, write } from './article-calls';
import { articleKeys, rememberArticle } from './articles';

/** An article's history at {api} (the history extension of docs/CONTRACT.md). */

/**
 * An article as it is now (past the tab's cache, which it refreshes) and its revisions, newest
 * first, loaded together. A provider without the history extension answers 404 for them.
 */
export function useArticleHistory(id: number | undefined) {
  return useQuery({
    queryKey: articleKeys.history(id ?? 0),
    queryFn: async ({ client }) => {
      const [current, revisions] = await Promise.allSettled([
        fetchArticle(id!),
        call(api(`/article/id/${id}/revisions`), revisionListResponseSchema),
      ]);
      if (current.status === 'rejected') throw current.reason;
      rememberArticle(client, current.value);
      if (revisions.status === 'rejected') {
        const missing = revisions.reason instanceof ApiError && revisions.reason.status === 404;
        throw missing ? new Error(crmT('history.unavailable')) : revisions.reason;
      }
      return { current: current.value, revisions: revisions.value.data };
    },
    enabled: id !== undefined,
    // Read anew each time the screen opens.
    gcTime: 0,
  });
}

/** One revision of an article, whole. */
export const revisionQuery = (id: number, revision: number) =>
  queryOptions({
    queryKey: articleKeys.revision(id, revision),
    queryFn: async () =>
      (await call(api(`/article/id/${id}/revisions/${revision}`), revisionResponseSchema)).data,
  });

/** The revision chosen (none while `revision` is null); the last one shows while it loads. */
export function useRevision(id: number | undefined, revision: number | null) {
  return useQuery({
    ...revisionQuery(id ?? 0, revision ?? 0),
    enabled: id !== undefined && revision !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * POST {api}/article/id/{id}/revisions/{revision}: brings it back as a new revision, over
 * `version` of the article (409 with the current article when someone saved since); then the
 * history is read again.
 */
export function useRestoreRevision(id: number | undefined) {
  return useMutation({
    mutationFn: ({ revision, version }: { revision: number; version?: string }) =>
      write(`/article/id/${id}/revisions/${revision}`, { headers: ifMatch(version) }),
    onSuccess: (answer, _variables, _result, { client }) => {
      if (answer.success && answer.data) rememberArticle(client, answer.data);
    },
    // Done once the history shows what it is now.
    onSettled: (_answer, _error, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: articleKeys.history(id ?? 0) }),
  });
}

const namedSchema = z.object({ success: z.literal(true), data: revisionSummarySchema });

/**
 * PATCH {api}/article/id/{id}/revisions/{revision} `{name}`: names the version ('' takes the
 * name away); then the history is read again. A refusal throws an ApiError with its words.
 */
export function useNameRevision(id: number | undefined) {
  return useMutation({
    mutationFn: ({ revision, name }: { revision: number; name: string }) =>
      call(api(`/article/id/${id}/revisions/${revision}`), namedSchema, {
        method: 'PATCH',
        body: { name },
      }),
    onSettled: (_answer, _error, { revision }, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: articleKeys.history(id ?? 0) }),
        client.invalidateQueries({ queryKey: articleKeys.revision(id ?? 0, revision) }),
      ]),
  });
}
