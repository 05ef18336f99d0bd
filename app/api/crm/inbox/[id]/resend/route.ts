import { failureAnswer } from '@/lib/http/failure-answer';
import { jsonAnswer } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';
import { resendMessage } from '@/lib/inbox/service';
import { MAX_INBOX_BODY_BYTES, parseMessageId } from '@/lib/inbox/validation';

/** POST /api/crm/inbox/{id}/resend: back in line, one delivery attempt now; the new state. */
export const POST = withStaff(
  async ({ staff, params }) => {
    const result = await resendMessage(parseMessageId(params.id), staff);
    return result.ok ? jsonAnswer({ success: true, data: result.value }) : failureAnswer(result);
  },
  { permission: 'inbox', body: { kind: 'json', limit: MAX_INBOX_BODY_BYTES } },
);
