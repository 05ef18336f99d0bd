import { exportAnswer } from '@/lib/http/inbox-answers';

/** GET /api/crm/inbox/export?q=&filter=: the matching messages as a CSV file (UTF-8, BOM). */
export function GET(request: Request) {
  return exportAnswer(request);
}
