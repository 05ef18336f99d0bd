import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { InboxListItem } from '@/lib/inbox/view';
import type { InboxFilter } from '@/lib/inbox/validation';
import { crmQueryClient } from './query-client';
import { useChangeMessage, useInboxPage, useResendMessage, useUnreadCount } from './inbox';

const item = (id: number, name: string): InboxListItem => ({
  id,
  name,
  email: `${id}@example.com`,
  locale: 'ru',
  created_at: '2026-01-01T00:00:00.000Z',
  excerpt: 'Здравствуйте',
  read_at: null,
  handled_at: null,
  handled_by: null,
  delivery: { state: 'stored' },
});
const page = (...messages: InboxListItem[]) => ({
  data: { messages, page: 1, pages: 1, total: messages.length, mailConfigured: false },
});

// jsdom has no Response: what the client reads of one.
const answer = (body: unknown, status = 200) =>
  ({ ok: status < 300, status, json: () => Promise.resolve(body) }) as Response;

/** A fetch whose answers the test gives, in any order. */
function heldFetch() {
  const waiting: {
    url: string;
    init: RequestInit;
    signal?: AbortSignal | null;
    answer: (response: Response) => void;
  }[] = [];
  global.fetch = jest.fn(
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve) =>
        waiting.push({ url, init, signal: init.signal, answer: resolve }),
      ),
  ) as unknown as typeof fetch;
  return waiting;
}

function wrapper() {
  const client = crmQueryClient();
  return {
    client,
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  };
}

describe('the inbox through the query client', () => {
  it('never shows an older search answered after a newer one', async () => {
    const requests = heldFetch();
    const { wrapper: Wrapper } = wrapper();
    const { result, rerender } = renderHook(
      ({ q }: { q: string }) => useInboxPage({ q, filter: 'all' as InboxFilter, page: 1 }),
      { wrapper: Wrapper, initialProps: { q: 'ан' } },
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    rerender({ q: 'анна' });
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map((request) => request.url)).toEqual([
      '/api/crm/inbox?q=%D0%B0%D0%BD',
      '/api/crm/inbox?q=%D0%B0%D0%BD%D0%BD%D0%B0',
    ]);

    act(() => requests[1]!.answer(answer(page(item(2, 'Анна')))));
    await waitFor(() => expect(result.current.data?.messages.map((m) => m.name)).toEqual(['Анна']));
    act(() => requests[0]!.answer(answer(page(item(1, 'Антон'), item(2, 'Анна')))));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current.data?.messages.map((m) => m.name)).toEqual(['Анна']);
  });

  it('marks a message read with PATCH {read: true}, shows it in its row and counts again', async () => {
    const requests = heldFetch();
    const { client, wrapper: Wrapper } = wrapper();
    const { result } = renderHook(
      () => ({
        list: useInboxPage({ q: '', filter: 'all', page: 1 }),
        unread: useUnreadCount(true),
        change: useChangeMessage(),
      }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(requests).toHaveLength(2));
    const byUrl = (url: string) => requests.filter((request) => request.url === url);
    act(() => byUrl('/api/crm/inbox')[0]!.answer(answer(page(item(7, 'Анна')))));
    act(() => byUrl('/api/crm/inbox/summary')[0]!.answer(answer({ unread: 1 })));
    await waitFor(() => expect(result.current.unread.data).toBe(1));

    act(() => result.current.change.mutate({ id: 7, read: true }));
    await waitFor(() => expect(byUrl('/api/crm/inbox/7')).toHaveLength(1));
    const patch = byUrl('/api/crm/inbox/7')[0]!;
    expect(patch.init.method).toBe('PATCH');
    expect(JSON.parse(String(patch.init.body))).toEqual({ read: true });
    const { excerpt: _excerpt, ...rest } = item(7, 'Анна');
    act(() =>
      patch.answer(
        answer({
          data: { ...rest, read_at: '2026-01-02T00:00:00.000Z', message: 'Текст', origin: null },
        }),
      ),
    );

    await waitFor(() =>
      expect(result.current.list.data?.messages[0]!.read_at).toBe('2026-01-02T00:00:00.000Z'),
    );
    expect(client.getQueryData(['inbox', 'message', 7])).toMatchObject({ message: 'Текст' });
    await waitFor(() => expect(byUrl('/api/crm/inbox/summary')).toHaveLength(2));
    act(() => byUrl('/api/crm/inbox/summary')[1]!.answer(answer({ unread: 0 })));
    await waitFor(() => expect(result.current.unread.data).toBe(0));
  });
  it('a list page fetched while a resend was under way does not show the message undelivered again', async () => {
    const requests = heldFetch();
    const { client, wrapper: Wrapper } = wrapper();
    const failed: InboxListItem = {
      ...item(9, 'Анна'),
      delivery: { state: 'failing', error: 'quota', next_attempt_at: null, attempts: 3 },
    };
    const { result } = renderHook(
      () => ({
        list: useInboxPage({ q: '', filter: 'failing', page: 1 }),
        resend: useResendMessage(),
      }),
      { wrapper: Wrapper },
    );
    const byUrl = (url: string) => requests.filter((request) => request.url === url);
    const LIST = '/api/crm/inbox?filter=failing';
    await waitFor(() => expect(byUrl(LIST)).toHaveLength(1));
    act(() => byUrl(LIST)[0]!.answer(answer(page(failed))));
    await waitFor(() => expect(result.current.list.data?.messages).toHaveLength(1));

    // The list is read again (a refocused tab) and the resend is asked meanwhile.
    act(() => void client.refetchQueries({ queryKey: ['inbox', 'page'] }));
    await waitFor(() => expect(byUrl(LIST)).toHaveLength(2));
    act(() => result.current.resend.mutate(9));
    await waitFor(() => expect(byUrl('/api/crm/inbox/9/resend')).toHaveLength(1));
    const { excerpt: _excerpt, ...rest } = failed;
    act(() =>
      byUrl('/api/crm/inbox/9/resend')[0]!.answer(
        answer({
          data: {
            ...rest,
            delivery: { state: 'delivered', at: '2026-01-02T00:00:00.000Z' },
            message: 'Текст',
            origin: null,
          },
        }),
      ),
    );
    await waitFor(() => expect(result.current.resend.isSuccess).toBe(true));
    // The older read of the list answers last, with the message as it was before the resend.
    act(() => byUrl(LIST)[1]!.answer(answer(page(failed))));
    // It is not shown: the list is read once more, and the server no longer lists it.
    await waitFor(() => expect(byUrl(LIST)).toHaveLength(3));
    act(() => byUrl(LIST)[2]!.answer(answer(page())));
    await waitFor(() => expect(result.current.list.data?.messages).toEqual([]));
  });
});
