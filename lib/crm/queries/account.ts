import '@/lib/validation/zod-config';
import { useMutation, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { call, okSchema } from '../client';

/** One's own account (/api/crm/account/…): sessions and password, whatever one's role. */

const sessionSchema = z.object({
  handle: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  last_seen_at: z.string().nullable(),
  user_agent: z.string(),
  address: z.string(),
  current: z.boolean(),
  browser: z.string(),
  os: z.string(),
});
export type OwnSession = z.infer<typeof sessionSchema>;

const SESSIONS_PATH = '/api/crm/account/sessions';
export const accountKeys = { sessions: ['account', 'sessions'] as const };

export function useOwnSessions() {
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: async () =>
      (await call(SESSIONS_PATH, z.object({ data: z.array(sessionSchema) }))).data,
  });
}

/**
 * Ends one of one's sessions (`handle`), or every other one (none given): how many ended.
 * The list is read again either way.
 */
export function useEndOwnSessions() {
  return useMutation({
    mutationFn: async (handle?: string) => {
      if (handle === undefined) {
        const answer = await call(
          SESSIONS_PATH,
          z.object({ data: z.object({ ended: z.number().int() }) }),
          { method: 'DELETE' },
        );
        return answer.data.ended;
      }
      await call(`${SESSIONS_PATH}/${encodeURIComponent(handle)}`, okSchema, { method: 'DELETE' });
      return 1;
    },
    onSettled: (_ended, _error, _handle, _result, { client }) =>
      client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** A new password, given the current one: the server's message. Other sessions end. */
export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: async ({ current, next }: { current: string; next: string }) =>
      (
        await call('/api/crm/account/password', okSchema, {
          method: 'POST',
          body: { current, next },
        })
      ).message ?? '',
    onSuccess: (_message, _variables, _result, { client }) =>
      void client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
