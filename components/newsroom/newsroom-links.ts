import { localizePath } from '@/lib/i18n/detect';
import type { Locale } from '@/lib/i18n/routing';

/** The crawlable URL of a newsroom page: /newsroom?tag=ai&page=2 (defaults left out). */
export function newsroomHref(
  locale: Locale,
  { page = 1, tag }: { page?: number; tag?: string } = {},
) {
  const params = new URLSearchParams();
  if (tag) params.set('tag', tag);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `${localizePath('/newsroom', locale)}${query ? `?${query}` : ''}`;
}

/** ?page=N: a whole number from 1, or undefined when the value is malformed. */
export function parsePage(value: string | string[] | undefined): number | undefined {
  if (value === undefined) return 1;
  if (typeof value !== 'string' || !/^[1-9]\d{0,6}$/.test(value)) return undefined;
  return Number(value);
}
