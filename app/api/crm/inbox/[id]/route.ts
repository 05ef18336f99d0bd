import { failureAnswer } from '@/lib/http/failure-answer';
import { jsonAnswer, noContent } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';
import { deleteMessage, getMessage, updateMessage } from '@/lib/inbox/service';
import { MAX_INBOX_BODY_BYTES, parseMessageId } from '@/lib/inbox/validation';

/** GET /api/crm/inbox/{id}: the whole message; reading it changes nothing. */
export const GET = withStaff(
  async ({ staff, params }) => {
    const result = await getMessage(parseMessageId(params.id), staff);
    return result.ok ? jsonAnswer({ data: result.value }) : failureAnswer(result);
  },
  { permission: 'inbox' },
);

/** PATCH /api/crm/inbox/{id} `{handled?: boolean, read?: boolean}`: opening marks it read. */
export const PATCH = withStaff(
  async ({ staff, body, params }) => {
    const result = await updateMessage(parseMessageId(params.id), body, staff);
    return result.ok ? jsonAnswer({ success: true, data: result.value }) : failureAnswer(result);
  },
  { permission: 'inbox', body: { kind: 'json', limit: MAX_INBOX_BODY_BYTES } },
);

/** DELETE /api/crm/inbox/{id}: deleted for good (204). */
export const DELETE = withStaff(
  async ({ staff, params }) => {
    const result = await deleteMessage(parseMessageId(params.id), staff);
    return result.ok ? noContent() : failureAnswer(result);
  },
  { permission: 'inbox' },
);
