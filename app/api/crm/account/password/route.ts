import { crmT } from '@/lib/i18n/crm';
import { jsonAnswer } from '@/lib/http/json';
import { staffFailureAnswer } from '@/lib/http/staff-answers';
import { authorizeStaff } from '@/lib/http/staff-guard';
import { readStaffJson } from '@/lib/http/staff-json';
import { changeOwnPassword } from '@/lib/staff/account';

/** POST /api/crm/account/password `{current, next}`: one's own new password. */
export async function POST(request: Request) {
  const auth = await authorizeStaff(request);
  if ('refusal' in auth) return auth.refusal;
  const body = await readStaffJson(request);
  if (body instanceof Response) return body;
  const result = await changeOwnPassword(auth.staff, body);
  if (!result.ok) return staffFailureAnswer(result);
  return jsonAnswer({ success: true, message: crmT('account.passwordChanged') });
}
