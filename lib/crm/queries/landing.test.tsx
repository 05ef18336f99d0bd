import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { StaffReview } from '@/lib/landing/types';
import { crmQueryClient } from './query-client';
import { useCards, useReorderCards } from './landing';

const review = (id: number): StaffReview => ({
  id,
  hidden: false,
  updated_at: '2026-01-01T00:00:00.000Z',
  name_en: `Name ${id}`,
  name_ru: `Имя ${id}`,
  occupation_en: '',
  occupation_ru: '',
  text_en: 'Text',
  text_ru: 'Текст',
  image: null,
  color: '#336699',
});
const initial = [review(1), review(2), review(3)];
const ids = (cards: StaffReview[] | undefined) => cards?.map((card) => card.id);

// jsdom has no Response: what the client reads of one.
const answer = (status: number, body: unknown) =>
  ({ ok: status < 300, status, json: () => Promise.resolve(body) }) as Response;

/** A fetch whose answers the test gives one at a time, in the order of the requests. */
function heldFetch() {
  const waiting: { url: string; body: unknown; answer: (response: Response) => void }[] = [];
  global.fetch = jest.fn(
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve) =>
        waiting.push({ url, body: JSON.parse(String(init.body ?? 'null')), answer: resolve }),
      ),
  ) as unknown as typeof fetch;
  return waiting;
}

function renderList() {
  const client = crmQueryClient();
  const outcome = { saved: jest.fn(), refused: jest.fn() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () => ({ cards: useCards('reviews', initial), reorder: useReorderCards('reviews', outcome) }),
    { wrapper },
  );
  return { ...view, outcome };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

describe('the order of landing cards (optimistic, saved one move after another)', () => {
  it('shows a move at once and puts the cards back, with the reason, when it is refused', async () => {
    const requests = heldFetch();
    const { result, outcome } = renderList();
    act(() => result.current.reorder.mutate([review(2), review(1), review(3)]));
    await waitFor(() => expect(ids(result.current.cards.data)).toEqual([2, 1, 3]));
    expect(result.current.reorder.saving).toBe(true);

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.url).toBe('/api/crm/reviews/order');
    expect(requests[0]!.body).toEqual({ ids: [2, 1, 3] });
    act(() => requests[0]!.answer(answer(500, { success: false, message: 'Сервер недоступен.' })));

    await waitFor(() => expect(outcome.refused).toHaveBeenCalledTimes(1));
    expect((outcome.refused.mock.calls[0] as [Error])[0].message).toBe('Сервер недоступен.');
    expect(ids(result.current.cards.data)).toEqual([1, 2, 3]);
    await waitFor(() => expect(result.current.reorder.saving).toBe(false));
    expect(outcome.saved).not.toHaveBeenCalled();
  });

  it('sends a second move only after the first is answered, and an earlier answer never undoes it', async () => {
    const requests = heldFetch();
    const { result, outcome } = renderList();
    act(() => result.current.reorder.mutate([review(2), review(1), review(3)]));
    act(() => result.current.reorder.mutate([review(2), review(3), review(1)]));
    await waitFor(() => expect(ids(result.current.cards.data)).toEqual([2, 3, 1]));

    await waitFor(() => expect(requests).toHaveLength(1));
    act(() =>
      requests[0]!.answer(
        answer(200, { success: true, message: 'Порядок сохранён.', data: [2, 1, 3].map(review) }),
      ),
    );
    await waitFor(() => expect(requests).toHaveLength(2));
    // The first answer is not what the list shows: the second move is.
    expect(ids(result.current.cards.data)).toEqual([2, 3, 1]);
    expect(requests[1]!.body).toEqual({ ids: [2, 3, 1] });
    act(() =>
      requests[1]!.answer(
        answer(200, { success: true, message: 'Порядок сохранён.', data: [2, 3, 1].map(review) }),
      ),
    );

    await waitFor(() => expect(result.current.reorder.saving).toBe(false));
    expect(ids(result.current.cards.data)).toEqual([2, 3, 1]);
    expect(outcome.saved).toHaveBeenCalledTimes(1);
    expect(outcome.saved).toHaveBeenCalledWith('Порядок сохранён.');
  });
});
