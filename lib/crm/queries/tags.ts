import '@/lib/validation/zod-config';
import { useMutation, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { call } from '../client';

/** Hashtags' counterparts in the other language (/api/crm/tags). */

const pairSchema = z.object({ en: z.string(), ru: z.string() });
const countSchema = z.object({ tag: z.string(), count: z.number().int() });
const counterpartsSchema = z.object({
  pairs: z.array(pairSchema),
  tags: z.object({ en: z.array(countSchema), ru: z.array(countSchema) }),
});
export type TagCounterparts = z.infer<typeof counterpartsSchema>;
export type TagPair = z.infer<typeof pairSchema>;

const tagKeys = { all: ['tag-counterparts'] as const };

export function useTagCounterparts(initial: TagCounterparts) {
  return useQuery({
    queryKey: tagKeys.all,
    queryFn: async () => (await call('/api/crm/tags', z.object({ data: counterpartsSchema }))).data,
    initialData: initial,
  });
}

/** Maps `en` to `ru` ('link'), or removes the pair of `en` ('unlink'); the list is read again. */
export function useChangeTagPair() {
  return useMutation({
    mutationFn: async (
      change: { action: 'link'; pair: TagPair } | { action: 'unlink'; en: string },
    ): Promise<string | undefined> => {
      if (change.action === 'unlink') {
        await call(`/api/crm/tags/${encodeURIComponent(change.en)}`, z.unknown(), {
          method: 'DELETE',
        });
        return undefined;
      }
      const answer = await call('/api/crm/tags', z.object({ message: z.string() }), {
        method: 'PUT',
        body: change.pair,
      });
      return answer.message;
    },
    onSettled: (_result, _error, _change, _context, { client }) =>
      client.invalidateQueries({ queryKey: tagKeys.all }),
  });
}
