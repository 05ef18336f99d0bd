import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Article } from '@/lib/articles/schemas';
import { crmQueryClient } from '@/lib/crm/queries/query-client';
import { toLocalInput } from '@/lib/crm/local-time';
import { EMPTY_ARTICLE, useLoadedArticle } from './use-loaded-article';

const article = (over: Partial<Article>): Article => ({
  id: 7,
  title: 'Черновик',
  author_name: 'Анна',
  date: '2026-11-26T10:00:00.000Z',
  hashtags: '',
  slug: 'chernovik',
  status: 'draft',
  banner: { path: '', meta_title: '', meta_alt: '' },
  language: 'ru',
  translations: [],
  content: '<p>Текст</p>',
  updated_at: '2026-11-26T10:00:00.000Z',
  ...over,
});

function renderForm() {
  const client = crmQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLoadedArticle(false, undefined), { wrapper });
}

describe('the article form after a save', () => {
  it('keeps the time staff are typing to schedule a draft when the draft saves itself', () => {
    const { result } = renderForm();
    act(() => result.current.setSchedule('2026-12-01T10:00'));
    act(() => result.current.saved(article({}), EMPTY_ARTICLE));
    expect(result.current.schedule).toBe('2026-12-01T10:00');
  });

  it('shows the time a scheduled article goes out once it is saved so', () => {
    const { result } = renderForm();
    act(() => result.current.setSchedule('2026-12-01T10:00'));
    const date = '2026-12-02T09:30:00.000Z';
    act(() => result.current.saved(article({ status: 'scheduled', date }), EMPTY_ARTICLE));
    expect(result.current.schedule).toBe(toLocalInput(date));
  });
});
