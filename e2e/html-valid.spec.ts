import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { STAFF_STATE } from '../playwright.config';
import { expect, test } from './fixtures';

test.use({ storageState: STAFF_STATE });

const VNU = path.join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

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

  const pages = [
    '/',
    '/ru',
    '/newsroom',
    '/ru/newsroom',
    `/newsroom/tag/${encodeURIComponent(tag)}`,
    `/newsroom/${first.slug}`,
    `/ru/newsroom/${first.slug}`,
    '/policy',
    '/ru/policy',
    '/no-such-page',
    urls.en!,
    urls.ru!,
    '/crm/articles',
    '/crm/article/new',
    `/crm/article/edit/${first.id}`,
    `/crm/article/history/${first.id}`,
    '/crm/inbox',
    // As someone without a session sees it.
    '/crm/login',
  ];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  try {
    const files = await Promise.all(
      pages.map(async (url, index) => {
        const answer = await page.request.get(
          url,
          url === '/crm/login' ? { headers: { cookie: '' } } : undefined,
        );
        const file = path.join(dir, `${index}.html`);
        fs.writeFileSync(file, await answer.text());
        return file;
      }),
    );
    const result = await promisify(execFile)(
      'java',
      ['-jar', VNU, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(result.stderr || result.stdout) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === 'error')
      .map((message) => {
        const index = Number(path.basename(message.url).replace(/\D/g, ''));
        return `${pages[index]}: ${message.message} ${message.extract ?? ''}`;
      });
    expect(errors, errors.join('\n')).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
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
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  try {
    const file = path.join(dir, 'inbox.html');
    fs.writeFileSync(
      file,
      `<!DOCTYPE html>${await page.locator('html').evaluate((el) => el.outerHTML)}`,
    );
    const result = await promisify(execFile)(
      'java',
      ['-jar', VNU, '--errors-only', '--format', 'json', '--exit-zero-always', file],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(result.stderr || result.stdout) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === 'error')
      .map((message) => `${message.message} ${message.extract ?? ''}`);
    expect(errors, errors.join('\n')).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
