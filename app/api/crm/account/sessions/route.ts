import { crmT } from '@/lib/i18n/crm';
import { jsonAnswer } from '@/lib/http/json';
import { authorizeStaff } from '@/lib/http/staff-guard';
import { endOtherSessions, ownSessions } from '@/lib/staff/account';

/** GET /api/crm/account/sessions: the signed-in staff member's own sessions. */
export async function GET(request: Request) {
  const auth = await authorizeStaff(request);
  if ('refusal' in auth) return auth.refusal;
  return jsonAnswer({ data: await ownSessions(auth.staff) });
}

/** DELETE /api/crm/account/sessions: ends every own session but this one. */
export async function DELETE(request: Request) {
  const auth = await authorizeStaff(request);
  if ('refusal' in auth) return auth.refusal;
  const ended = await endOtherSessions(auth.staff);
  return jsonAnswer({
    success: true,
    message: crmT('account.othersEnded', { count: ended }),
    data: { ended },
  });
}
