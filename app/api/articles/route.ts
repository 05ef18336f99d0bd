import { staffArticleList } from '@/lib/articles/service';
import { isArticleStatus } from '@/lib/articles/status';
import { storeSource } from '@/lib/articles/store-source';
import { currentStaff } from '@/lib/auth/session';
import { crmT } from '@/lib/i18n/crm';
import { jsonAnswer } from '@/lib/http/json';

/**
 * GET {api}/articles: every published article, newest first, without bodies. With `?status=`
 * (`all`, `draft`, `scheduled` or `published`), the CRM's list: staff only.
 */
export async function GET(request: Request) {
  const status = new URL(request.url).searchParams.get('status');
  if (status === null) return jsonAnswer({ data: await storeSource.list() });
  const staff = await currentStaff();
  if (!staff) return jsonAnswer({ message: crmT('api.unauthorizedRead') }, 401);
  if (status !== 'all' && !isArticleStatus(status)) {
    return jsonAnswer({ message: crmT('validation.statusInvalid') }, 400);
  }
  return jsonAnswer({ data: await staffArticleList(status === 'all' ? undefined : status, staff) });
}
