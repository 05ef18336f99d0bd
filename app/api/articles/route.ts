import { staffArticleList } from '@/lib/articles/service';
import { staffArticleSearch } from '@/lib/articles/search/staff';
import { isArticleLanguage, type ArticleLanguage } from '@/lib/articles/language';
import {
  PROVIDER_SEARCH_MAX_LIMIT,
  PROVIDER_SEARCH_MAX_OFFSET,
  providerSearch,
} from '@/lib/articles/search/provider-search';
import { isArticleStatus } from '@/lib/articles/status';
import { storeSource } from '@/lib/articles/store-source';
import { currentStaff } from '@/lib/auth/session';
import { crmT } from '@/lib/i18n/crm';
import { jsonAnswer } from '@/lib/http/json';

/** A canonical whole number from `min` to `max`, or `fallback` when absent; NaN otherwise. */
function whole(value: string | null, fallback: number, min: number, max: number): number {
  if (value === null) return fallback;
  if (!/^\d{1,6}$/.test(value) || Number(value) < min || Number(value) > max) return NaN;
  return Number(value);
}

/** The search call (docs/CONTRACT.md): `q` in one language's published articles. */
async function publicSearch(
  language: ArticleLanguage | undefined,
  query: string,
  params: URLSearchParams,
) {
  if (!language) return jsonAnswer({ message: crmT('validation.searchLanguageMissing') }, 400);
  const limit = whole(params.get('limit'), 10, 1, PROVIDER_SEARCH_MAX_LIMIT);
  const offset = whole(params.get('offset'), 0, 0, PROVIDER_SEARCH_MAX_OFFSET);
  if (Number.isNaN(limit) || Number.isNaN(offset)) {
    return jsonAnswer({ message: crmT('validation.searchPageInvalid') }, 400);
  }
  const answer = await providerSearch(language, query, limit, offset);
  if (!answer.ok) return jsonAnswer({ message: crmT(`validation.${answer.code}`) }, 400);
  return jsonAnswer({ data: answer.data, total: answer.total, search: true });
}

/**
 * GET {api}/articles: every published article, newest first, without bodies; with
 * `?language=` (`en` or `ru`), those in that language. With `?status=` (`all`, `draft`,
 * `scheduled` or `published`), the CRM's list: staff only; with `&q=` too, those of the list whose
 * title, text, hashtags or author hold every word of it in any form, best first, marked
 * `search: true` (an extension of the contract: a provider without it ignores `q`). Without
 * `status`, `?language=…&q=…` is the public search call (its `limit`, `offset`), answered the same
 * way with a passage of each article's text and the number found.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const status = params.get('status');
  const asked = params.get('language');
  if (asked !== null && !isArticleLanguage(asked)) {
    return jsonAnswer({ message: crmT('validation.languageInvalid') }, 400);
  }
  const language = asked ?? undefined;
  if (status === null) {
    const query = params.get('q');
    if (query === null) return jsonAnswer({ data: await storeSource.list({ language }) });
    return publicSearch(language, query, params);
  }
  const staff = await currentStaff();
  if (!staff) return jsonAnswer({ message: crmT('api.unauthorizedRead') }, 401);
  if (status !== 'all' && !isArticleStatus(status)) {
    return jsonAnswer({ message: crmT('validation.statusInvalid') }, 400);
  }
  const list = await staffArticleList(status === 'all' ? undefined : status, staff, { language });
  const query = params.get('q');
  if (query === null) return jsonAnswer({ data: list });
  const byId = new Map(list.map((article) => [article.id, article]));
  const found = (await staffArticleSearch(query.slice(0, 1000))).flatMap((id) =>
    byId.has(id) ? [byId.get(id)!] : [],
  );
  return jsonAnswer({ data: found, search: true });
}
