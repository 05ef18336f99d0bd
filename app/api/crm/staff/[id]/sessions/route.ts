import { failureAnswer } from '@/lib/http/failure-answer';
import { jsonAnswer } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';
import { crmT } from '@/lib/i18n/crm';
import { endStaffSessions } from '@/lib/staff/service';
import { parseId } from '@/lib/validation/id';

/** DELETE /api/crm/staff/{id}/sessions: signs the account out everywhere (admins only). */
export const DELETE = withStaff(
  async ({ staff, params }) => {
    const result = await endStaffSessions(parseId(params.id), staff);
    if (!result.ok) return failureAnswer(result);
    return jsonAnswer({
      success: true,
      message: crmT('staff.sessionsEnded', { count: result.value }),
      data: { ended: result.value },
    });
  },
  { permission: 'staff' },
);
