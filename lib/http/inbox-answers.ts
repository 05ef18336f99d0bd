import { crmT } from '@/lib/i18n/crm';
import { exportFileName, exportMessages, type ExportWords } from '@/lib/inbox/export';
import {
  deleteMessage,
  inboxPage,
  getMessage,
  resendMessage,
  updateMessage,
  type InboxResult,
} from '@/lib/inbox/service';
import { readStaffJson, staffRefusal } from '@/lib/http/staff-json';
import { jsonAnswer } from '@/lib/http/json';
import { authorizeStaff } from '@/lib/http/staff-guard';
import {
  parseInboxPage,
  parseInboxSearch,
  parseMessageId,
  type InboxRequestError,
} from '@/lib/inbox/validation';

/**
 * The contact inbox's endpoints (/api/crm/inbox/…): each checks the caller (the `inbox`
 * permission), reads the request, runs one use-case (lib/inbox/service.ts) and words its answer
 * in the CRM's language.
 */

/** A change is a few flags: anything longer is not one. */
export const MAX_INBOX_BODY_BYTES = 1024;

const fail = (status: number, message: string) => staffRefusal(status, message);

const badRequest = (error: InboxRequestError) => fail(400, crmT(`inbox.errors.${error}`));

function refusal(result: Extract<InboxResult<unknown>, { ok: false }>): Response {
  switch (result.reason) {
    case 'notFound':
      return fail(404, crmT('inbox.errors.notFound'));
    case 'invalid':
      return fail(422, crmT('inbox.errors.badChange'));
    case 'notConfigured':
      return fail(409, crmT('inbox.errors.notConfigured'));
    case 'notResendable':
      return fail(409, crmT('inbox.errors.notResendable'));
  }
}

/** A JSON body of at most MAX_INBOX_BODY_BYTES (empty: `{}`), or the answer refusing it. */
const readChange = (request: Request) => readStaffJson(request, MAX_INBOX_BODY_BYTES);

/** GET /api/crm/inbox?q=&filter=&page=: a page of messages, newest first. */
export async function inboxListAnswer(request: Request): Promise<Response> {
  const auth = await authorizeStaff(request, 'inbox');
  if ('refusal' in auth) return auth.refusal;
  const params = new URL(request.url).searchParams;
  const search = parseInboxSearch(params);
  if (typeof search === 'string') return badRequest(search);
  const page = parseInboxPage(params);
  if (typeof page === 'string') return badRequest(page);
  return jsonAnswer({ data: await inboxPage(search, page, auth.staff) });
}

/** GET /api/crm/inbox/{id}: the whole message, changing nothing (marking read is a PATCH). */
export async function messageAnswer(request: Request, idParam: string): Promise<Response> {
  const auth = await authorizeStaff(request, 'inbox');
  if ('refusal' in auth) return auth.refusal;
  const result = await getMessage(parseMessageId(idParam), auth.staff);
  return result.ok ? jsonAnswer({ data: result.value }) : refusal(result);
}

/** PATCH /api/crm/inbox/{id} `{handled?: boolean, read?: boolean}`: the message as it now is. */
export async function changeMessageAnswer(request: Request, idParam: string): Promise<Response> {
  const auth = await authorizeStaff(request, 'inbox');
  if ('refusal' in auth) return auth.refusal;
  const body = await readChange(request);
  if (body instanceof Response) return body;
  const result = await updateMessage(parseMessageId(idParam), body, auth.staff);
  return result.ok ? jsonAnswer({ success: true, data: result.value }) : refusal(result);
}

/** POST /api/crm/inbox/{id}/resend: back in line and one attempt now; the new state. */
export async function resendMessageAnswer(request: Request, idParam: string): Promise<Response> {
  const auth = await authorizeStaff(request, 'inbox');
  if ('refusal' in auth) return auth.refusal;
  const body = await readChange(request);
  if (body instanceof Response) return body;
  const result = await resendMessage(parseMessageId(idParam), auth.staff);
  return result.ok ? jsonAnswer({ success: true, data: result.value }) : refusal(result);
}

/** DELETE /api/crm/inbox/{id}: 204. */
export async function deleteMessageAnswer(request: Request, idParam: string): Promise<Response> {
  const auth = await authorizeStaff(request, 'inbox');
  if ('refusal' in auth) return auth.refusal;
  const result = await deleteMessage(parseMessageId(idParam), auth.staff);
  if (!result.ok) return refusal(result);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}

function exportWords(): ExportWords {
  const c = (key: Parameters<typeof crmT>[0]) => crmT(key);
  return {
    columns: [
      c('inbox.csv.id'),
      c('inbox.csv.received'),
      c('inbox.csv.name'),
      c('inbox.csv.email'),
      c('inbox.csv.language'),
      c('inbox.csv.message'),
      c('inbox.csv.delivery'),
      c('inbox.csv.deliveredAt'),
      c('inbox.csv.error'),
      c('inbox.csv.readAt'),
      c('inbox.csv.handledAt'),
      c('inbox.csv.handledBy'),
    ],
    states: {
      delivered: c('inbox.state.delivered'),
      stored: c('inbox.state.stored'),
      sending: c('inbox.state.sending'),
      waiting: c('inbox.state.waiting'),
      failing: c('inbox.state.failing'),
    },
  };
}

/**
 * GET /api/crm/inbox/export?q=&filter=: every matching message as a CSV download, streamed a
 * batch at a time (lib/inbox/export.ts).
 */
export async function exportAnswer(request: Request): Promise<Response> {
  const auth = await authorizeStaff(request, 'inbox');
  if ('refusal' in auth) return auth.refusal;
  const search = parseInboxSearch(new URL(request.url).searchParams);
  if (typeof search === 'string') return badRequest(search);
  const chunks = exportMessages(search, auth.staff, exportWords());
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
    return fail(503, crmT('inbox.errors.exportFailed'));
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
}
