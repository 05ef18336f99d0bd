import { failureAnswer } from '@/lib/http/failure-answer';
import { jsonAnswer } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';
import { crmT } from '@/lib/i18n/crm';
import { inviteUrl } from '@/lib/staff/links';
import { newSignInLink } from '@/lib/staff/service';
import { parseId } from '@/lib/validation/id';

/** POST /api/crm/staff/{id}/link: a new one-time sign-in link, shown this once (admins only). */
export const POST = withStaff(
  async ({ staff, params }) => {
    const result = await newSignInLink(parseId(params.id), staff);
    if (!result.ok) return failureAnswer(result);
    return jsonAnswer(
      {
        success: true,
        message: crmT('staff.linkIssued'),
        data: { url: inviteUrl(result.value.token), expiresAt: result.value.expiresAt },
      },
      201,
    );
  },
  { permission: 'staff' },
);
