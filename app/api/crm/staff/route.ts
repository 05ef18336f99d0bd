import { failureAnswer } from '@/lib/http/failure-answer';
import { jsonAnswer } from '@/lib/http/json';
import { STAFF_JSON_BYTES, withStaff } from '@/lib/http/with-staff';
import { crmT } from '@/lib/i18n/crm';
import { inviteUrl } from '@/lib/staff/links';
import { addStaff, staffList } from '@/lib/staff/service';

/** GET /api/crm/staff: every account (admins only). */
export const GET = withStaff(async () => jsonAnswer({ data: await staffList() }), {
  permission: 'staff',
});

/**
 * POST /api/crm/staff `{email, role, method: 'link'|'password', password?}`: adds an account;
 * with a link, its address is in the answer, this once.
 */
export const POST = withStaff(
  async ({ staff, body }) => {
    const result = await addStaff(body, staff);
    if (!result.ok) return failureAnswer(result);
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
  },
  { permission: 'staff', body: { kind: 'json', limit: STAFF_JSON_BYTES } },
);
