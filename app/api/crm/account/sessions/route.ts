import { jsonAnswer } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';
import { crmT } from '@/lib/i18n/crm';
import { endOtherSessions, ownSessions } from '@/lib/staff/account';

/** GET /api/crm/account/sessions: the signed-in staff member's own sessions. */
export const GET = withStaff(async ({ staff }) => jsonAnswer({ data: await ownSessions(staff) }));

/** DELETE /api/crm/account/sessions: ends every own session but this one. */
export const DELETE = withStaff(async ({ staff }) => {
  const ended = await endOtherSessions(staff);
  return jsonAnswer({
    success: true,
    message: crmT('account.othersEnded', { count: ended }),
    data: { ended },
  });
});
