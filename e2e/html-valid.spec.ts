import { STAFF_STATE } from '../playwright.config';
import { expect, test } from './fixtures';
import { htmlErrors } from './support/vnu';

test.use({ storageState: STAFF_STATE });

test('the HTML validator finds no error on any public page or CRM screen', async ({ page }) => {
  test.setTimeout(120_000);
  const articles = (await (await page.request.get('/api/articles')).json()) as {
    data: { id: number; slug: string; hashtags: string }[];
  };
  const first = articles.data[0]!;
  const tag = first.hashtags.split(/\s+/)[0]!.replace('#', '').toLowerCase();
  const preview = await page.request.post('/api/preview', {
    multipart: {
      title: 'Проверка разметки',
      author_name: 'Валидатор',
      hashtags: '#html',
      content: '<p>Текст</p>',
    },
  });
  expect(preview.status()).toBe(201);
  const { urls } = ((await preview.json()) as { data: { urls: Record<string, string> } }).data;
  const firstCard = async (kind: string) =>
    ((await (await page.request.get(`/api/crm/${kind}`)).json()) as { data: { id: number }[] })
      .data[0]!.id;
  const [project, review] = [await firstCard('projects'), await firstCard('reviews')];

  const pages = [
    '/',
    '/ru',
    '/newsroom',
    '/ru/newsroom',
    `/newsroom/tag/${encodeURIComponent(tag)}`,
    `/newsroom/${first.slug}`,
    `/ru/newsroom/${first.slug}`,
    '/projects',
    '/ru/projects',
    '/policy',
    '/ru/policy',
    '/no-such-page',
    urls.en!,
    urls.ru!,
    '/crm/articles',
    '/crm/article/new',
    `/crm/article/edit/${first.id}`,
    `/crm/article/history/${first.id}`,
    '/crm/staff',
    '/crm/audit',
    '/crm/account',
    '/crm/projects',
    '/crm/projects/new',
    `/crm/projects/${project}`,
    '/crm/reviews',
    '/crm/reviews/new',
    `/crm/reviews/${review}`,
    '/crm/inbox',
    '/crm/analytics',
    // As someone without a session sees it.
    '/crm/login',
  ];
  const documents: Record<string, string> = {};
  for (const url of pages) {
    const answer = await page.request.get(
      url,
      url === '/crm/login' ? { headers: { cookie: '' } } : undefined,
    );
    documents[url] = await answer.text();
  }
  const errors = await htmlErrors(documents);
  expect(errors, errors.join('\n')).toEqual([]);
});

test('the inbox as staff see it, with a message open, is valid HTML', async ({ page }) => {
  test.setTimeout(60_000);
  const text = `Проверка разметки входящих ${Date.now()}`;
  const sent = await page.request.post('/api_mail/MailSender.php', {
    data: { name: 'Валидатор', email: 'vnu@example.com', message: `${text}\nВторая строка` },
  });
  expect(sent.status()).toBe(200);
  await page.goto('/crm/inbox');
  await page.getByLabel('Поиск по имени, e-mail или тексту').fill(text);
  await page.locator('[data-message-id]').filter({ hasText: text }).click();
  await expect(page.getByRole('article')).toContainText('Вторая строка');
  const errors = await htmlErrors({ '/crm/inbox (open)': await page.content() });
  expect(errors, errors.join('\n')).toEqual([]);
});
