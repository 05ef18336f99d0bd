import { failureAnswer } from '@/lib/http/failure-answer';
import { jsonAnswer, noContent } from '@/lib/http/json';
import { STAFF_JSON_BYTES, withStaff } from '@/lib/http/with-staff';
import { crmT } from '@/lib/i18n/crm';
import { changeStaff, removeStaffAccount } from '@/lib/staff/service';
import { parseId } from '@/lib/validation/id';

/** PATCH /api/crm/staff/{id} `{role}` or `{disabled}` (admins only). */
export const PATCH = withStaff(
  async ({ staff, body, params }) => {
    const result = await changeStaff(parseId(params.id), body, staff);
    if (!result.ok) return failureAnswer(result);
    return jsonAnswer({ success: true, message: crmT('staff.changed'), data: result.value });
  },
  { permission: 'staff', body: { kind: 'json', limit: STAFF_JSON_BYTES } },
);

/** DELETE /api/crm/staff/{id}: removes the account and its sessions (admins only). */
export const DELETE = withStaff(
  async ({ staff, params }) => {
    const result = await removeStaffAccount(parseId(params.id), staff);
    return result.ok ? noContent() : failureAnswer(result);
  },
  { permission: 'staff' },
);
