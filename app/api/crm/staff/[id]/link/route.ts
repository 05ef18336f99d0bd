import { inviteUrl } from '@/lib/staff/links';
import { crmT } from '@/lib/i18n/crm';
import { jsonAnswer } from '@/lib/http/json';
import { staffFailureAnswer } from '@/lib/http/staff-answers';
import { authorizeStaff } from '@/lib/http/staff-guard';
import { newSignInLink } from '@/lib/staff/service';
import { parseId } from '@/lib/validation/id';

/** POST /api/crm/staff/{id}/link: a new one-time sign-in link, shown this once (admins only). */
export async function POST(request: Request, { params }: RouteContext<'/api/crm/staff/[id]/link'>) {
  const auth = await authorizeStaff(request, 'staff');
  if ('refusal' in auth) return auth.refusal;
  const result = await newSignInLink(parseId((await params).id), auth.staff);
  if (!result.ok) return staffFailureAnswer(result);
  return jsonAnswer(
    {
      success: true,
      message: crmT('staff.linkIssued'),
      data: { url: inviteUrl(result.value.token), expiresAt: result.value.expiresAt },
    },
    201,
  );
}
