import { crmT } from '@/lib/i18n/crm';
import { jsonAnswer } from '@/lib/http/json';
import { staffFailureAnswer } from '@/lib/http/staff-answers';
import { authorizeStaff } from '@/lib/http/staff-guard';
import { endOwnSession } from '@/lib/staff/account';

/** DELETE /api/crm/account/sessions/{handle}: ends one of one's own sessions. */
export async function DELETE(
  request: Request,
  { params }: RouteContext<'/api/crm/account/sessions/[handle]'>,
) {
  const auth = await authorizeStaff(request);
  if ('refusal' in auth) return auth.refusal;
  const handle = (await params).handle;
  const result = /^[\w-]{1,64}$/.test(handle)
    ? await endOwnSession(auth.staff, handle)
    : ({ ok: false, code: 'notFound' } as const);
  if (!result.ok) return staffFailureAnswer(result);
  return jsonAnswer({ success: true, message: crmT('account.sessionEnded') });
}
