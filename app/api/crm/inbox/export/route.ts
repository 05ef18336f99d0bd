import { failure } from '@/lib/failure';
import { failureAnswer } from '@/lib/http/failure-answer';
import { withStaff } from '@/lib/http/with-staff';
import { exportFileName, exportMessages } from '@/lib/inbox/export';
import { exportWords } from '@/lib/inbox/export-words';
import { parseInboxSearch } from '@/lib/inbox/validation';

/**
 * GET /api/crm/inbox/export?q=&filter=: every matching message as a CSV download (UTF-8,
 * BOM), streamed a batch at a time (lib/inbox/export.ts).
 */
export const GET = withStaff(
  async ({ request, staff }) => {
    const search = parseInboxSearch(new URL(request.url).searchParams);
    if (typeof search === 'string') {
      return failureAnswer(failure('badRequest', { message: `inbox.errors.${search}` }));
    }
    const chunks = exportMessages(search, staff, exportWords());
    // The column titles and the first batch are read before answering, so that a store that
    // cannot be read is an error message, not a download that stops after its first line.
    const first: string[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const { done, value } = await chunks.next();
        if (done) break;
        first.push(value);
      }
    } catch (error) {
      console.error('inbox export failed', error);
      return failureAnswer(failure('unavailable', { message: 'inbox.errors.exportFailed' }));
    }
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of first) controller.enqueue(encoder.encode(chunk));
      },
      async pull(controller) {
        try {
          const { done, value } = await chunks.next();
          if (done) controller.close();
          else controller.enqueue(encoder.encode(value));
        } catch (error) {
          console.error('inbox export failed', error);
          controller.error(error);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    });
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFileName()}"`,
        'Cache-Control': 'no-store',
      },
    });
  },
  { permission: 'inbox' },
);
