import { jsonAnswer } from '@/lib/http/json';
import { authorizeStaff } from '@/lib/http/staff-guard';
import { readStaffJson } from '@/lib/http/staff-json';
import { staffFailureAnswer } from '@/lib/http/staff-answers';
import { inviteUrl } from '@/lib/staff/links';
import { crmT } from '@/lib/i18n/crm';
import { addStaff, staffList } from '@/lib/staff/service';

/** GET /api/crm/staff: every account (admins only). */
export async function GET(request: Request) {
  const auth = await authorizeStaff(request, 'staff');
  if ('refusal' in auth) return auth.refusal;
  return jsonAnswer({ data: await staffList() });
}

/**
 * POST /api/crm/staff `{email, role, method: 'link'|'password', password?}`: adds an account;
 * with a link, its address is in the answer, this once.
 */
export async function POST(request: Request) {
  const auth = await authorizeStaff(request, 'staff');
  if ('refusal' in auth) return auth.refusal;
  const body = await readStaffJson(request);
  if (body instanceof Response) return body;
  const result = await addStaff(body, auth.staff);
  if (!result.ok) return staffFailureAnswer(result);
  const { account, link } = result.value;
  return jsonAnswer(
    {
      success: true,
      message: crmT('staff.added', { email: account.email }),
      data: {
        account,
        link: link ? { url: inviteUrl(link.token), expiresAt: link.expiresAt } : undefined,
      },
    },
    201,
  );
}
