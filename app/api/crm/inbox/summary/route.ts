import { inboxSummary } from '@/lib/inbox/service';
import { jsonAnswer } from '@/lib/http/json';
import { authorizeStaff } from '@/lib/http/staff-guard';

/** GET /api/crm/inbox/summary: `{unread}`, for the CRM header's count. */
export async function GET(request: Request) {
  const auth = await authorizeStaff(request, 'inbox');
  if ('refusal' in auth) return auth.refusal;
  return jsonAnswer(await inboxSummary());
}
