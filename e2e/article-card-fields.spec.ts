import type { APIRequestContext } from '@playwright/test';
import { STAFF_STATE } from '../playwright.config';
import { expect, test } from './fixtures';

test.use({ storageState: STAFF_STATE });

type Listed = { id: number; slug: string; title: string };

/** What a crawler reads of an article's page: its title and its description and sharing tags. */
async function pageMeta(request: APIRequestContext, path: string) {
  const answer = await request.get(path, { headers: { cookie: '' } });
  expect(answer.status(), path).toBe(200);
  const html = await answer.text();
  const tag = (attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
  const unescape = (text?: string) =>
    text
      ?.replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&');
  return {
    title: unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1]),
    description: unescape(tag('name', 'description')),
    ogTitle: unescape(tag('property', 'og:title')),
    ogDescription: unescape(tag('property', 'og:description')),
    twitterTitle: unescape(tag('name', 'twitter:title')),
    card: unescape(tag('property', 'og:image')),
    jsonLd: (
      JSON.parse(
        /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
      ) as { description?: string; headline?: string }
    ).description,
  };
}

let createdId: number | undefined;
test.afterEach(async ({ page }) => {
  if (createdId !== undefined) await page.request.delete(`/api/article/${createdId}`);
  createdId = undefined;
});

test('staff write a description and a social title with live previews; the page and its card use them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Описание статьи ${stamp}`;
  const text =
    'Мы переписали витрину агентства за шесть недель и измерили каждую страницу. Второе предложение подробно поясняет, что именно изменилось для читателей, редакторов и поисковых систем за эти шесть недель.';
  await page.goto('/crm/article/new');
  await page.getByLabel(/^Заголовок статьи/).fill(title);
  await page.getByLabel(/^Автор/).fill('Ольга Редактор');
  await page.getByLabel(/^Хэштеги/).fill('#seo');
  const editor = page.getByRole('textbox', { name: /^Текст статьи/ });
  await editor.click();
  await editor.pressSequentially(text);

  const search = page.getByTestId('search-preview');
  const social = page.getByTestId('social-preview');
  // Before staff write one, the preview shows the description the page would make, marked so.
  await expect(search.getByTestId('search-preview-title')).toHaveText(title);
  await expect(search.getByTestId('search-preview-address')).toContainText(
    `› ru › newsroom › opisanie-stati-${stamp}`,
  );
  await expect(search.getByTestId('search-preview-description')).toContainText('автоматически');
  await expect(search.getByTestId('search-preview-description')).toContainText(
    'Мы переписали витрину агентства',
  );
  await expect(social.getByTestId('social-preview-title')).toHaveText(title);

  const description = 'Как мы за шесть недель пересобрали витрину и что показали замеры.';
  await page.getByLabel(/^Описание для поиска/).fill(description);
  await expect(page.getByText(/^65 символов\. Хорошая длина/)).toBeVisible();
  await expect(search.getByTestId('search-preview-description')).toHaveText(description);
  const socialTitle = `Витрина за шесть недель ${stamp}`;
  await page.getByLabel(/^Заголовок для соцсетей/).fill(socialTitle);
  await expect(social.getByTestId('social-preview-title')).toHaveText(socialTitle);
  await expect(social.getByTestId('social-preview-card')).toContainText(socialTitle);
  await expect(social.getByTestId('social-preview-card')).toContainText('Ольга Редактор');
  // The search result keeps the page's own title.
  await expect(search.getByTestId('search-preview-title')).toHaveText(title);

  await page.getByRole('button', { name: 'Создать статью' }).click();
  await expect(page).toHaveURL('/crm/articles');
  const listed = (
    (await (await page.request.get('/api/articles?status=all')).json()) as { data: Listed[] }
  ).data.find((article) => article.title === title)!;
  createdId = listed.id;
  const path = `/ru/newsroom/${listed.slug}`;

  const shared = await pageMeta(page.request, path);
  expect(shared).toMatchObject({
    description,
    ogDescription: description,
    jsonLd: description,
    ogTitle: socialTitle,
    twitterTitle: socialTitle,
  });
  expect(shared.title).toContain(title);
  expect(shared.card).toMatch(new RegExp(`${path}/card\\.png\\?v=\\w+$`));

  // Reopened, the form has them; emptied and saved, the page falls back to the made ones.
  await page.goto(`/crm/article/edit/${listed.id}`);
  await expect(page.getByLabel(/^Описание для поиска/)).toHaveValue(description);
  await expect(page.getByLabel(/^Заголовок для соцсетей/)).toHaveValue(socialTitle);
  await page.getByLabel(/^Описание для поиска/).fill('');
  await page.getByLabel(/^Заголовок для соцсетей/).fill('');
  await expect(search.getByTestId('search-preview-description')).toContainText('автоматически');
  await page.getByLabel(/^Описание для поиска/).press('ControlOrMeta+s');
  await expect
    .poll(async () => (await pageMeta(page.request, path)).ogTitle, { timeout: 20_000 })
    .toBe(title);
  const made = await pageMeta(page.request, path);
  expect(made.description).toBe(
    'Мы переписали витрину агентства за шесть недель и измерили каждую страницу.',
  );
  expect(made.jsonLd).toBe(made.description);
  expect(made.twitterTitle).toBe(title);
  // The card draws the title again: its address changed with it.
  expect(made.card).not.toBe(shared.card);
  const card = await page.request.get(made.card!, { headers: { cookie: '' } });
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
});

test('an unsaved description and social title are kept by the browser across a reload', async ({
  page,
}) => {
  await page.goto('/crm/article/new');
  await page.getByLabel(/^Заголовок статьи/).fill(`Копия ${Date.now()}`);
  await page.getByLabel(/^Описание для поиска/).fill('Описание, которое ещё не сохранено.');
  await page.getByLabel(/^Заголовок для соцсетей/).fill('Для соцсетей');
  // The browser's copy is written a moment after typing stops.
  await page.waitForTimeout(1500);
  await page.reload();
  await page.getByRole('button', { name: 'Восстановить копию' }).click();
  await expect(page.getByLabel(/^Описание для поиска/)).toHaveValue(
    'Описание, которое ещё не сохранено.',
  );
  await expect(page.getByLabel(/^Заголовок для соцсетей/)).toHaveValue('Для соцсетей');
});
