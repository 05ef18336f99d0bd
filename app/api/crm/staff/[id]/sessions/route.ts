import { crmT } from '@/lib/i18n/crm';
import { jsonAnswer } from '@/lib/http/json';
import { staffFailureAnswer } from '@/lib/http/staff-answers';
import { authorizeStaff } from '@/lib/http/staff-guard';
import { endStaffSessions } from '@/lib/staff/service';
import { parseId } from '@/lib/validation/id';

/** DELETE /api/crm/staff/{id}/sessions: signs the account out everywhere (admins only). */
export async function DELETE(
  request: Request,
  { params }: RouteContext<'/api/crm/staff/[id]/sessions'>,
) {
  const auth = await authorizeStaff(request, 'staff');
  if ('refusal' in auth) return auth.refusal;
  const result = await endStaffSessions(parseId((await params).id), auth.staff);
  if (!result.ok) return staffFailureAnswer(result);
  return jsonAnswer({
    success: true,
    message: crmT('staff.sessionsEnded', { count: result.value }),
    data: { ended: result.value },
  });
}
