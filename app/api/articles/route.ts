import { staffArticleList } from '@/lib/articles/service';
import { staffArticleSearch } from '@/lib/articles/search/staff';
import { isArticleLanguage } from '@/lib/articles/language';
import { isArticleStatus } from '@/lib/articles/status';
import { storeSource } from '@/lib/articles/store-source';
import { currentStaff } from '@/lib/auth/session';
import { crmT } from '@/lib/i18n/crm';
import { jsonAnswer } from '@/lib/http/json';

/**
 * GET {api}/articles: every published article, newest first, without bodies; with
 * `?language=` (`en` or `ru`), those in that language. With `?status=` (`all`, `draft`,
 * `scheduled` or `published`), the CRM's list: staff only; with `&q=` too, those of the list whose
 * title, text, hashtags or author hold every word of it in any form, best first, marked
 * `search: true` (an extension of the contract: a provider without it ignores `q`).
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const status = params.get('status');
  const asked = params.get('language');
  if (asked !== null && !isArticleLanguage(asked)) {
    return jsonAnswer({ message: crmT('validation.languageInvalid') }, 400);
  }
  const language = asked ?? undefined;
  if (status === null) return jsonAnswer({ data: await storeSource.list({ language }) });
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
