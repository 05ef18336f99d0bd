import { failure } from '@/lib/failure';
import { failureAnswer } from '@/lib/http/failure-answer';
import { jsonAnswer } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';
import { crmT } from '@/lib/i18n/crm';
import { endOwnSession } from '@/lib/staff/account';

/** DELETE /api/crm/account/sessions/{handle}: ends one of one's own sessions. */
export const DELETE = withStaff(async ({ staff, params }) => {
  const handle = params.handle ?? '';
  const result = /^[\w-]{1,64}$/.test(handle)
    ? await endOwnSession(staff, handle)
    : failure('notFound', { message: 'staff.errors.notFound' });
  if (!result.ok) return failureAnswer(result);
  return jsonAnswer({ success: true, message: crmT('account.sessionEnded') });
});
