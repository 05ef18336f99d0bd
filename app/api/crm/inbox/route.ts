import { inboxListAnswer } from '@/lib/http/inbox-answers';

/** GET /api/crm/inbox?q=&filter=all|unhandled|failing&page=: a page of messages, newest first. */
export function GET(request: Request) {
  return inboxListAnswer(request);
}
