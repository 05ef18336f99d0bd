import { failureAnswer } from '@/lib/http/failure-answer';
import { jsonAnswer } from '@/lib/http/json';
import { STAFF_JSON_BYTES, withStaff } from '@/lib/http/with-staff';
import { crmT } from '@/lib/i18n/crm';
import { changeOwnPassword } from '@/lib/staff/account';

/** POST /api/crm/account/password `{current, next}`: one's own new password. */
export const POST = withStaff(
  async ({ staff, body }) => {
    const result = await changeOwnPassword(staff, body);
    if (!result.ok) return failureAnswer(result);
    return jsonAnswer({ success: true, message: crmT('account.passwordChanged') });
  },
  { body: { kind: 'json', limit: STAFF_JSON_BYTES } },
);
