import { failure } from '@/lib/failure';
import { failureAnswer } from '@/lib/http/failure-answer';
import { jsonAnswer } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';
import { inboxPage } from '@/lib/inbox/service';
import { parseInboxPage, parseInboxSearch } from '@/lib/inbox/validation';

/** GET /api/crm/inbox?q=&filter=all|unhandled|failing&page=: a page of messages, newest first. */
export const GET = withStaff(
  async ({ request, staff }) => {
    const query = new URL(request.url).searchParams;
    const search = parseInboxSearch(query);
    if (typeof search === 'string') {
      return failureAnswer(failure('badRequest', { message: `inbox.errors.${search}` }));
    }
    const page = parseInboxPage(query);
    if (typeof page === 'string') {
      return failureAnswer(failure('badRequest', { message: `inbox.errors.${page}` }));
    }
    return jsonAnswer({ data: await inboxPage(search, page, staff) });
  },
  { permission: 'inbox' },
);
