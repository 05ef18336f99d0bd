import { expect, type Page } from '@playwright/test';

export interface Saved {
  id: number;
  slug: string;
  language: string;
  status: string;
  translations: { id: number; language: string; status: string }[];
}

/** An article made through the provider, as another client would. */
export async function makeArticle(
  page: Page,
  title: string,
  text: string,
  { language, status = 'published' }: { language?: 'en' | 'ru'; status?: string } = {},
): Promise<Saved> {
  const answer = await page.request.post('/api/article', {
    multipart: {
      title,
      author_name: 'Translation Desk',
      hashtags: '#translations',
      content: `<p>${text}</p>`,
      status,
      ...(language ? { language } : {}),
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: Saved }).data;
}

/** The CRM article list's row of one article. */
export const row = (page: Page, id: number) => page.locator(`tr[data-article-id="${id}"]`);

/** The CRM article list, searched for `query`. */
export async function openList(page: Page, query: string) {
  await page.goto('/crm/articles');
  await page.getByRole('searchbox', { name: /^Поиск/ }).fill(query);
}
