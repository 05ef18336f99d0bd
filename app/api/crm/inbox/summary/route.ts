import { jsonAnswer } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';
import { inboxSummary } from '@/lib/inbox/service';

/** GET /api/crm/inbox/summary: `{unread}`, for the CRM header's count. */
export const GET = withStaff(async () => jsonAnswer(await inboxSummary()), {
  permission: 'inbox',
});
