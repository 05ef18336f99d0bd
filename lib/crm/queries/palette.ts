import '@/lib/validation/zod-config';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { PALETTE_KINDS } from '@/lib/palette/kinds';
import { call } from '../client';

const itemSchema = z.object({
  kind: z.enum(PALETTE_KINDS),
  id: z.number(),
  title: z.string(),
  detail: z.string(),
  status: z.enum(['draft', 'scheduled', 'published']).optional(),
  language: z.enum(['en', 'ru']).optional(),
  role: z.enum(['admin', 'editor']).optional(),
  href: z.string().startsWith('/crm/'),
});

export type PaletteFind = z.infer<typeof itemSchema>;

/** GET /api/crm/search?q=: what the command palette finds, in the sections staff may open. */
export function usePaletteSearch(query: string) {
  const asked = query.trim();
  return useQuery({
    queryKey: ['palette', asked],
    queryFn: async () =>
      (
        await call(
          `/api/crm/search?q=${encodeURIComponent(asked)}`,
          z.object({ data: z.array(itemSchema) }),
        )
      ).data,
    enabled: asked.length > 0,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}
