import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { STAFF, STAFF_STATE } from '../playwright.config';
import { expect, expectNoA11yViolations, openAccountMenu, test } from './fixtures';
import { publishDespiteChecklist } from './support/checklist';
import { settle as settleEditor } from './support/editor';

const CRM_PAGES = ['/crm', '/crm/articles', '/crm/article/new', '/crm/article/edit/1', '/crm/x/y'];

/** A real picture of the given format, made on the spot. */
function picture(format: 'png' | 'jpeg' | 'gif', width = 1200, height = 800, color = '#6a47ff') {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}

function articleForm(fields: Record<string, string>, image?: { name: string; buffer: Buffer }) {
  return {
    title: 'Статья из теста',
    author_name: 'Тест',
    hashtags: '#e2e',
    content: '<p>Текст.</p>',
    'banner[meta_title]': '',
    'banner[meta_alt]': '',
    ...fields,
    ...(image
      ? { 'banner[image]': { name: image.name, mimeType: 'image/png', buffer: image.buffer } }
      : {}),
  };
}

async function signIn(page: Page, email: string = STAFF.email, password: string = STAFF.password) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/** An article of the test's own, created through the provider with the page's session. */
async function createOwnArticle(page: Page, title: string, content = '<p>Исходный текст.</p>') {
  const answer = await page.request.post('/api/article', {
    multipart: articleForm({ title, content }),
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()).data as { id: number; slug: string; title: string };
}

async function listArticles(request: APIRequestContext) {
  const answer = await request.get('/api/articles');
  return ((await answer.json()) as { data: Array<{ id: number; slug: string; title: string }> })
    .data;
}

test.describe('without a session', () => {
  test('every CRM page sends to the login page and back after signing in', async ({ page }) => {
    for (const path of CRM_PAGES) {
      await page.goto(path);
      await expect(page).toHaveURL(`/crm/login?next=${encodeURIComponent(path)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход для сотрудников');
    }
    await page.goto('/crm/article/new');
    await signIn(page, STAFF.email, 'not the password');
    await expect(page.locator('#login-error')).toHaveText('Неверный e-mail или пароль.');
    await expect(page.getByLabel('E-mail')).toHaveValue(STAFF.email);
    await page.getByLabel('Пароль').fill(STAFF.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL('/crm/article/new');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Создание статьи');

    const cookie = (await page.context().cookies()).find((c) => c.name === 'lumen_crm_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(13 * 24 * 3600);

    // Signing out ends the session on the server, not just in this browser.
    await openAccountMenu(page, STAFF.email);
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL('/crm/login?loggedOut=1');
    await expect(page.getByRole('status').filter({ hasText: 'Вы вышли' })).toBeVisible();
    await page.context().addCookies([{ ...cookie!, expires: cookie!.expires }]);
    await page.goto('/crm/articles');
    await expect(page).toHaveURL(/\/crm\/login\?next=/);
  });

  test('signing in works before the script of the page has loaded (no JavaScript)', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.78' },
    });
    const page = await context.newPage();
    await page.goto('/crm/article/new');
    await signIn(page, STAFF.email, 'not the password');
    await expect(page).toHaveURL(/\/crm\/login\?error=invalid&next=%2Fcrm%2Farticle%2Fnew$/);
    await expect(page.locator('#login-error')).toHaveText('Неверный e-mail или пароль.');
    await signIn(page);
    await expect(page).toHaveURL('/crm/article/new');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Создание статьи');
    await context.close();
  });

  test('every write call is refused with 401', async ({ request }) => {
    const form = articleForm({});
    expect((await request.post('/api/article', { multipart: form })).status()).toBe(401);
    const update = await request.post('/api/article/1', {
      multipart: { ...form, _method: 'PUT' },
    });
    expect(update.status()).toBe(401);
    expect(await update.json()).toEqual({
      success: false,
      message: 'Войдите в CRM, чтобы изменять статьи',
    });
    expect((await request.delete('/api/article/1')).status()).toBe(401);
    const upload = await request.post('/api/upload', {
      multipart: { image: { name: 'a.png', mimeType: 'image/png', buffer: await picture('png') } },
    });
    expect(upload.status()).toBe(401);
    // Nothing changed.
    expect((await request.get('/api/article/id/1')).status()).toBe(200);
  });

  test('sign-in attempts are rate-limited', async ({ browser, baseURL }) => {
    // Its own client address, so the limit does not touch other tests.
    const context = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.77' },
    });
    const page = await context.newPage();
    await page.goto('/crm/login');
    for (let attempt = 1; attempt <= 8; attempt++) {
      await signIn(page, 'guess@lumen.test', `wrong password ${attempt}`);
      // The form resets its password field once the attempt has been answered.
      await expect(page.getByLabel('Пароль')).toHaveValue('');
      await expect(page.locator('#login-error')).toHaveText('Неверный e-mail или пароль.');
    }
    await signIn(page, 'guess@lumen.test', 'wrong password 9');
    await expect(page.locator('#login-error')).toContainText('Слишком много попыток входа');
    await context.close();
  });
});

test.describe('signed in', () => {
  test.use({ storageState: STAFF_STATE });

  // Articles a test creates are removed after it even when it fails, so that a failed attempt
  // leaves nothing in the newsroom other tests look at.
  const createdIds: number[] = [];
  test.afterEach(async ({ page }) => {
    for (const id of createdIds.splice(0)) await page.request.delete(`/api/article/${id}`);
  });

  test('the CRM has its own Russian layout, and unknown paths go to the list', async ({ page }) => {
    await page.goto('/crm/does/not/exist');
    await expect(page).toHaveURL('/crm/articles');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.locator('[data-cookie-banner]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Newsroom' })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.goto('/crm/login');
    await expect(page).toHaveURL('/crm/articles');
  });

  test('the list is a dark table of every article, newest first', async ({ page, request }) => {
    const oldest = (await listArticles(request)).at(-1)!;
    await page.goto('/crm/articles');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Все статьи');
    await expect(page.getByRole('link', { name: 'Добавить статью' })).toHaveAttribute(
      'href',
      '/crm/article/new',
    );
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      '#',
      'Заголовок',
      'Язык',
      'Статус',
      'Автор',
      'Дата публикации',
      'Действия',
    ]);
    const background = await table.evaluate(
      (el) => getComputedStyle(el.parentElement!).backgroundColor,
    );
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r! + g! + b!).toBeLessThan(120);

    // Newest first, and the same list the tab caches as `newsList`.
    const dates = await table
      .locator('tbody time')
      .evaluateAll((times) => times.map((t) => Date.parse(t.getAttribute('datetime')!)));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const cached = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('newsList') ?? '[]'),
    );
    // A page of the list: all of it when it is short. (A draft another test is writing meanwhile
    // has a row but no date.)
    await expect(table.locator('tbody tr')).toHaveCount(Math.min(cached.length, 20));
    await expect(page.getByText(/^\d+ стат(ья|ьи|ей)$/)).toBeVisible();

    await page
      .getByLabel('Поиск по заголовку, тексту, автору или хэштегу')
      .fill(oldest.title.slice(0, 14));
    // Found by its title at once; articles whose text has the same words join it when {api}'s
    // text search answers, newer ones above it, so its row is looked for, not the first one.
    await expect(table.locator(`tr[data-article-id="${oldest.id}"]`)).toContainText(oldest.title);
    await page.getByLabel('Поиск по заголовку, тексту, автору или хэштегу').fill(oldest.title);
    await expect(table.locator(`tr[data-article-id="${oldest.id}"] td`).first()).toHaveText(
      String(oldest.id),
    );
  });

  test('a delete the server refuses keeps the row and says why', async ({ page, request }) => {
    const target = (await listArticles(request)).at(-1);
    await page.route(`**/api/article/${target!.id}`, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Хранилище недоступно' }),
          })
        : route.continue(),
    );
    await page.goto('/crm/articles');
    // The oldest article may be on another page of the list: found by its title.
    await page.getByLabel('Поиск по заголовку, тексту, автору или хэштегу').fill(target!.title);
    await page.getByRole('button', { name: `Удалить статью «${target!.title}»` }).click();
    const dialog = page.getByRole('dialog', { name: 'Удалить статью?' });
    await expect(dialog).toContainText(target!.title);
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Статья не удалена' })).toHaveText(
      'Статья не удалена: Хранилище недоступно',
    );
    await expect(page.locator(`tr[data-article-id="${target!.id}"]`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const cached = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('newsList') ?? '[]'),
    );
    expect(cached.some((a: { id: number }) => a.id === target!.id)).toBe(true);
    expect((await request.get(`/api/article/id/${target!.id}`)).status()).toBe(200);
  });

  test('cancelling the confirmation deletes nothing', async ({ page, request }) => {
    const target = (await listArticles(request)).at(-1);
    await page.goto('/crm/articles');
    // The oldest article may be on another page of the list: found by its title.
    await page.getByLabel('Поиск по заголовку, тексту, автору или хэштегу').fill(target!.title);
    await page.getByRole('button', { name: `Удалить статью «${target!.title}»` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.keyboard.press('Escape');
    expect((await request.get(`/api/article/id/${target!.id}`)).status()).toBe(200);
  });

  test('field errors show once a field is left invalid, and submit is blocked', async ({
    page,
  }) => {
    await page.goto('/crm/article/new');
    const title = page.getByLabel(/^Заголовок статьи/);
    const author = page.getByLabel(/^Автор/);
    const hashtags = page.getByLabel(/^Хэштеги/);
    const metaTitle = page.getByLabel(/^Meta title/);
    const metaAlt = page.getByLabel(/^Meta alt/);
    await expect(page.getByText('Заголовок не может быть пустым')).toHaveCount(0);

    await title.focus();
    await title.blur();
    await expect(page.getByText('Заголовок не может быть пустым')).toBeVisible();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await title.fill('а'.repeat(256));
    await expect(page.getByText('Заголовок длиннее 255 символов')).toBeVisible();
    await title.fill('Нормальный заголовок');
    await expect(title).not.toHaveAttribute('aria-invalid', 'true');

    await author.fill('б'.repeat(256));
    await author.blur();
    await expect(page.getByText('Имя автора длиннее 255 символов')).toBeVisible();
    await author.fill('   ');
    await expect(page.getByText('Имя автора не может быть пустым')).toBeVisible();

    await hashtags.fill('#'.repeat(513));
    await hashtags.blur();
    await expect(page.getByText('Хэштеги длиннее 512 символов')).toBeVisible();
    await hashtags.fill('');
    await expect(page.getByText('Поле хэштегов не может быть пустым')).toBeVisible();

    await metaTitle.fill('м'.repeat(256));
    await metaTitle.blur();
    await expect(
      page.getByText('Поле meta_title не должно быть длиннее 255 символов'),
    ).toBeVisible();
    await metaAlt.fill('м'.repeat(256));
    await metaAlt.blur();
    await expect(page.getByText('Поле meta_alt не должно быть длиннее 255 символов')).toBeVisible();

    await page.getByRole('button', { name: 'Создать статью' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Некоторые поля не прошли валидацию!' }),
    ).toBeVisible();
    await expect(page.getByText('Текст статьи пуст')).toBeVisible();
    await expect(page).toHaveURL('/crm/article/new');
  });

  test('an invalid id on the edit screen says so', async ({ page }) => {
    await page.goto('/crm/article/edit/abc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Редактирование статьи');
    await expect(page.getByRole('alert').filter({ hasText: 'Неверный ID' })).toBeVisible();
    // Nothing below it to fill in that could not be saved.
    await expect(page.getByLabel(/^Заголовок статьи/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Изменить статью' })).toHaveCount(0);
    await page.goto('/crm/article/edit/999999');
    await expect(page.getByRole('alert').filter({ hasText: 'Статья не найдена' })).toBeVisible();
    await expect(page.getByLabel(/^Заголовок статьи/)).toHaveCount(0);
  });

  test('the write endpoints follow the contract', async ({ page }) => {
    await page.goto('/crm/articles');
    const api = page.request;

    // 422 with the Russian field messages.
    const invalid = await api.post('/api/article', {
      multipart: articleForm({ title: ' ', hashtags: 'x'.repeat(513), content: '<p> </p>' }),
    });
    expect(invalid.status()).toBe(422);
    expect(await invalid.json()).toEqual({
      success: false,
      message: 'Некоторые поля не прошли валидацию!',
      errors: {
        title: ['Заголовок не может быть пустым'],
        hashtags: ['Хэштеги длиннее 512 символов'],
        content: ['Текст статьи пуст'],
      },
    });

    // Images are checked by their bytes, not their names.
    const gif = await api.post('/api/article', {
      multipart: articleForm({}, { name: 'banner.png', buffer: await picture('gif') }),
    });
    expect(gif.status()).toBe(422);
    expect((await gif.json()).errors).toEqual({
      'banner.image': ['Подходят только изображения JPEG, PNG и WebP'],
    });
    const text = await api.post('/api/upload', {
      multipart: {
        image: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('hi') },
      },
    });
    expect(text.status()).toBe(422);
    // The server answers 413 and closes while the rest is still being sent: the client may
    // lose that race with a broken pipe before it reads the answer, and then asks again.
    const hugeStatus = async (): Promise<number> => {
      for (let attempt = 1; ; attempt++) {
        try {
          const huge = await api.post('/api/upload', {
            multipart: {
              image: { name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(13 << 20) },
            },
          });
          return huge.status();
        } catch (error) {
          if (attempt >= 5 || !/EPIPE|ECONNRESET/.test(String(error))) throw error;
        }
      }
    };
    expect(await hugeStatus()).toBe(413);

    // Create (201), read, update keeping the banner and the slug (200), delete (204).
    const created = await api.post('/api/article', {
      multipart: articleForm(
        {
          title: 'Контракт: новая статья',
          content: '<p>Текст&nbsp;с\u00a0пробелами <script>alert(1)</script></p>',
          'banner[meta_alt]': 'Фиолетовый прямоугольник',
        },
        { name: 'banner.png', buffer: await picture('png') },
      ),
    });
    expect(created.status()).toBe(201);
    const { success, message, data } = await created.json();
    createdIds.push(data.id);
    expect({ success, message }).toEqual({ success: true, message: 'Статья создана' });
    expect(data).toMatchObject({
      title: 'Контракт: новая статья',
      slug: 'kontrakt-novaya-statya',
      content: '<p>Текст с пробелами </p>',
      banner: {
        meta_alt: 'Фиолетовый прямоугольник',
        path: expect.stringMatching(/^images\/[0-9a-f]{64}\.webp$/),
      },
    });
    const banner = await api.get(`/api/${data.banner.path}`);
    expect(banner.headers()['content-type']).toBe('image/webp');

    const updated = await api.post(`/api/article/${data.id}`, {
      multipart: articleForm({ _method: 'PUT', title: 'Контракт: другой заголовок' }),
    });
    expect(updated.status()).toBe(200);
    expect(await updated.json()).toMatchObject({
      success: true,
      message: 'Статья изменена',
      data: { id: data.id, slug: data.slug, banner: { path: data.banner.path } },
    });
    expect(
      (
        await api.post('/api/article/999999', { multipart: articleForm({ _method: 'PUT' }) })
      ).status(),
    ).toBe(404);

    const deleted = await api.delete(`/api/article/${data.id}`, {
      headers: { Accept: 'application/json' },
    });
    expect(deleted.status()).toBe(204);
    expect((await api.delete(`/api/article/${data.id}`)).status()).toBe(404);
    expect((await api.get(`/api/article/id/${data.id}`)).status()).toBe(404);
  });

  test('a write from another site is refused with 403', async ({ page }) => {
    await page.goto('/crm/articles');
    const answer = await page.request.delete('/api/article/1', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(answer.status()).toBe(403);
    expect((await page.request.get('/api/article/id/1')).status()).toBe(200);
  });

  test('staff create, edit and delete an article, and the public site follows at once', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const title = `Запуск сайта пекарни ${stamp}`;
    // Its own hashtag: other tests add articles to the newsroom at the same time.
    const tag = `journey${stamp}`;
    await page.goto('/crm/article/new');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Создание статьи');

    // Banner, previewed locally before it is sent.
    await page.setInputFiles('#banner', {
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: await picture('png', 1600, 1000, '#ff7a59'),
    });
    await expect(page.getByRole('img', { name: 'Предпросмотр баннера' })).toHaveAttribute(
      'src',
      /^blob:/,
    );
    await page.getByLabel(/^Meta title/).fill('Витрина пекарни на телефоне');
    await page.getByLabel(/^Meta alt/).fill('Оранжевый фон');
    await page.getByLabel(/^Заголовок статьи/).fill(title);
    await page.getByLabel(/^Автор/).fill('Анна Смирнова');
    await page.getByLabel(/^Хэштеги/).fill(`#web #${tag}`);

    const editor = page.getByRole('textbox', { name: /^Текст статьи/ });
    const toolbar = page.getByRole('toolbar', { name: 'Форматирование текста' });
    // Tiptap gives focus back to the text on the next frame: let it, before typing on.
    const settle = () => settleEditor(page);
    // Writing goes on in the empty paragraph the editor keeps at its end: a click there, as a
    // person would. (A key pressed the instant the editor regains focus can land on the old
    // selection: ProseMirror puts it back a moment after focus.)
    const writeAtEnd = () => editor.locator(':scope > p:last-child').click();
    const link = async (address: string) => {
      await toolbar.getByRole('button', { name: 'Ссылка или видео (Ctrl+K)' }).click();
      const popover = page.getByRole('dialog', { name: 'Ссылка или видео (Ctrl+K)' });
      await popover
        .getByRole('textbox', { name: 'Адрес сайта, e-mail или ссылка на видео YouTube или Vimeo' })
        .fill(address);
      await popover.getByRole('button', { name: 'Применить' }).click();
      await expect(popover).toBeHidden();
      await settle();
    };

    await editor.click();
    await toolbar
      .getByRole('combobox', { name: 'Тип блока' })
      .selectOption({ label: 'Заголовок 2' });
    await editor.pressSequentially('Итоги запуска');
    await page.keyboard.press('Enter');
    await editor.pressSequentially('Заметный абзац');
    await page.keyboard.press('Shift+Home');
    await toolbar.getByRole('button', { name: 'Жирный (Ctrl+B)' }).click();
    await expect(toolbar.getByRole('button', { name: 'Жирный (Ctrl+B)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await toolbar.getByRole('button', { name: 'Цвет текста' }).click();
    await page
      .getByRole('dialog', { name: 'Цвет текста' })
      .getByRole('button', { name: 'Цвет Красный' })
      .click();
    await toolbar
      .getByRole('combobox', { name: 'Размер текста' })
      .selectOption({ label: 'Крупный' });
    await toolbar.getByRole('button', { name: 'По центру' }).click();
    await writeAtEnd();
    await toolbar.getByRole('button', { name: 'По левому краю' }).click();
    await toolbar.getByRole('button', { name: 'Маркированный список' }).click();
    // The list item is there and the text has its focus back before the first key goes in.
    await expect(editor.locator('ul > li')).toHaveCount(1);
    await expect(editor).toBeFocused();
    await settle();
    await page.keyboard.type('Первый пункт');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Второй пункт');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await editor.pressSequentially('Портфолио');
    await page.keyboard.press('Shift+Home');
    await link('lumen.example/work');
    await writeAtEnd();
    await link('Hello@Lumen.example');
    await writeAtEnd();
    await link('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42');
    await link('https://vimeo.com/channels/staffpicks/76979871');

    // A pasted picture is uploaded, with a placeholder until it is stored.
    const png = (await picture('png', 640, 360, '#2ee6a6')).toString('base64');
    await editor.evaluate((element, data) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], 'pasted.png', { type: 'image/png' }));
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
      );
    }, png);
    await expect(editor.locator('img[src^="/api/images/"]')).toHaveCount(1);
    await expect(page.locator('[data-image-upload-placeholder]')).toHaveCount(0);
    // It asks for its description at once.
    const description = page.getByRole('dialog', { name: 'Описание изображения' });
    await description
      .getByLabel('Что на изображении и зачем оно здесь')
      .fill('Зелёный прямоугольник');
    await description.getByRole('button', { name: 'Сохранить описание' }).click();
    await expect(description).toBeHidden();

    await page.getByRole('button', { name: 'Создать статью' }).click();
    await publishDespiteChecklist(page);
    await expect(page).toHaveURL('/crm/articles');
    await expect(page.getByRole('status').filter({ hasText: 'создана' })).toHaveText(
      `Статья «${title}» создана.`,
    );
    // Other tests add articles at the same time: find ours by its title, not its place.
    await expect(page.locator('tbody tr', { hasText: title })).toHaveCount(1);
    const cached = (await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('newsList') ?? '[]'),
    )) as { id: number; slug: string; title: string }[];
    const mine = cached.find((article) => article.title === title);
    expect(mine).toBeDefined();
    const { id, slug } = mine!;
    createdIds.push(id);

    // At once on the public site (in the Russian newsroom: it is written in Russian), formatted
    // as written.
    await page.goto(`/ru/newsroom/tag/${tag}`);
    await expect(page.locator('[data-article]')).toHaveCount(1);
    await expect(page.locator('[data-article]')).toHaveAttribute('data-article', slug);
    await page.goto(`/ru/newsroom/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const prose = page.locator('[class*="prose"]');
    await expect(prose.locator('h2')).toHaveText('Итоги запуска');
    const styled = prose.locator('p[style*="text-align:center"] span[style]');
    await expect(styled).toHaveText('Заметный абзац');
    await expect(styled).toHaveAttribute('style', /color:\s*#b91c1c/);
    await expect(styled).toHaveAttribute('style', /font-size:\s*1\.375em/);
    await expect(styled.locator('strong')).toHaveText('Заметный абзац');
    await expect(prose.locator('ul li')).toHaveText(['Первый пункт', 'Второй пункт']);
    await expect(prose.locator('a[href="https://lumen.example/work"]')).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(prose.locator('a[href="mailto:Hello@lumen.example"]')).toHaveCount(1);
    await expect(
      prose.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]'),
    ).toHaveCount(1);
    await expect(
      prose.locator('iframe[src="https://player.vimeo.com/video/76979871"]'),
    ).toHaveCount(1);
    // Players are named in the page's language.
    await expect(prose.locator('iframe').first()).toHaveAttribute('title', 'Видео в статье');
    await expect(prose.locator('img[src^="/api/images/"]')).toHaveAttribute(
      'alt',
      'Зелёный прямоугольник',
    );
    await expect(prose.locator('img[src^="/api/images/"]')).toHaveAttribute('width', '640');
    await expect(prose.locator('img[src^="/api/images/"]')).toHaveAttribute('height', '360');
    await expect(page.locator('figure img').first()).toHaveAttribute('alt', 'Оранжевый фон');
    await expect(page.locator('figure figcaption')).toHaveText('Витрина пекарни на телефоне');

    // Edited: same address, new title, banner kept.
    await page.goto('/crm/articles');
    await page.getByRole('link', { name: `Изменить статью «${title}»` }).click();
    await expect(page).toHaveURL(`/crm/article/edit/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Редактирование статьи');
    await expect(page.getByLabel(/^Заголовок статьи/)).toHaveValue(title);
    await expect(editor).toContainText('Заметный абзац');
    await expect(page.getByRole('img', { name: 'Текущий баннер' })).toBeVisible();
    const edited = `${title} (обновлено)`;
    await page.getByLabel(/^Заголовок статьи/).fill(edited);
    await page.getByRole('button', { name: 'Изменить статью' }).click();
    await expect(page).toHaveURL('/crm/articles');
    await expect(page.getByRole('status').filter({ hasText: 'изменена' })).toHaveText(
      `Статья «${edited}» изменена.`,
    );
    await expect(page.locator(`tr[data-article-id="${id}"]`)).toContainText(edited);
    await page.goto(`/ru/newsroom/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited);
    await expect(page.locator('figure img').first()).toHaveAttribute('src', /_next\/image/);
    await page.goto(`/ru/newsroom/tag/${tag}`);
    await expect(page.locator(`[data-article="${slug}"] h2`)).toHaveText(edited);

    // Deleted: gone from the table, both caches, the newsroom, its page and the sitemap.
    await page.goto('/crm/articles');
    await page.getByRole('button', { name: `Удалить статью «${edited}»` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'удалена' })).toHaveText(
      `Статья «${edited}» удалена.`,
    );
    await expect(page.locator(`tr[data-article-id="${id}"]`)).toHaveCount(0);
    const after = await page.evaluate(() => ({
      list: JSON.parse(sessionStorage.getItem('newsList') ?? '[]') as { id: number }[],
      content: JSON.parse(sessionStorage.getItem('newsContent') ?? '{}') as Record<string, unknown>,
    }));
    expect(after.list.some((a) => a.id === id)).toBe(false);
    expect(Object.keys(after.content)).not.toContain(String(id));
    expect((await page.goto(`/ru/newsroom/${slug}`))?.status()).toBe(404);
    await page.goto(`/ru/newsroom/tag/${tag}`);
    await expect(page.locator('[data-article]')).toHaveCount(0);
    expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(slug);
  });

  test('the editor toolbar is one tab stop, moved through with the arrow keys', async ({
    page,
  }) => {
    await page.goto('/crm/article/new');
    const toolbar = page.getByRole('toolbar', { name: 'Форматирование текста' });
    const bold = toolbar.getByRole('button', { name: 'Жирный (Ctrl+B)' });
    const italic = toolbar.getByRole('button', { name: 'Курсив (Ctrl+I)' });
    await expect(toolbar.locator('[tabindex="0"]')).toHaveCount(1);

    const editor = page.getByRole('textbox', { name: /^Текст статьи/ });
    await editor.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Control+b');
    await editor.pressSequentially('жирно');
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.locator('strong')).toHaveText('жирно');

    await bold.focus();
    await page.keyboard.press('ArrowRight');
    await expect(italic).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(bold).toBeFocused();
    await page.keyboard.press('End');
    await expect(toolbar.getByRole('button', { name: 'Повторить (Ctrl+Shift+Z)' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(toolbar.getByRole('combobox', { name: 'Тип блока' })).toBeFocused();

    // The colour popover opens from the keyboard and Escape brings focus back.
    const colour = toolbar.getByRole('button', { name: 'Цвет текста' });
    await colour.focus();
    await page.keyboard.press('Enter');
    const swatches = page.getByRole('dialog', { name: 'Цвет текста' }).getByRole('button');
    await expect(swatches.filter({ hasText: '' })).toHaveCount(36);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Цвет текста' })).toBeHidden();
    await expect(colour).toBeFocused();
  });

  test('a reload mid-edit offers the draft back', async ({ page, request }) => {
    await page.goto('/crm/articles');
    const target = await createOwnArticle(page, `Черновик ${Date.now()}`);
    createdIds.push(target.id);
    const beforeUnload: string[] = [];
    page.on('dialog', (dialog) => {
      beforeUnload.push(dialog.type());
      void dialog.accept();
    });
    await page.goto(`/crm/article/edit/${target.id}`);
    const title = page.getByLabel(/^Заголовок статьи/);
    const editor = page.getByRole('textbox', { name: /^Текст статьи/ });
    await expect(title).toHaveValue(target.title);
    await title.fill(`${target.title} — черновик`);
    await editor.focus();
    await page.keyboard.press('Control+End');
    await expect(page.getByText(/^Копия в этом браузере: \d\d:\d\d$/)).toBeVisible();
    await page.keyboard.type(' Дописано перед сбоем.');
    // No pause for the autosave: the last keystrokes are kept when the page goes away.
    await page.reload();
    expect(beforeUnload).toContain('beforeunload');
    await expect(
      page.getByRole('heading', { name: 'Восстановить копию из этого браузера?' }),
    ).toBeVisible();
    await expect(page.getByText(`«${target.title} — черновик»`, { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Восстановить копию' }).click();
    await expect(title).toHaveValue(`${target.title} — черновик`);
    await expect(editor).toContainText('Дописано перед сбоем.');
    await expect(
      page.getByRole('status').filter({ hasText: 'Копия из этого браузера восстановлена' }),
    ).toBeVisible();

    // Nothing reached the server; discarding brings the saved article back.
    const stored = await (await request.get(`/api/article/id/${target.id}`)).json();
    expect(stored.data.title).toBe(target.title);
    await page.reload();
    await page.getByRole('button', { name: 'Отбросить' }).click();
    await expect(title).toHaveValue(target.title);
    await expect(editor).not.toContainText('Дописано перед сбоем.');
    expect(
      await page.evaluate((id) => localStorage.getItem(`crm:draft:article:${id}`), target.id),
    ).toBeNull();
    expect((await page.request.delete(`/api/article/${target.id}`)).status()).toBe(204);
  });

  test('leaving with unsaved changes asks first', async ({ page }) => {
    await page.goto('/crm/article/new');
    await page.getByLabel(/^Заголовок статьи/).fill('Недописанная статья');
    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Ко всем статьям' }).click();
    await expect
      .poll(() => questions)
      .toEqual([
        'Есть несохранённые изменения. Уйти со страницы? Их копия останется в этом браузере.',
      ]);
    await expect(page).toHaveURL('/crm/article/new');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('link', { name: 'Ко всем статьям' }).click();
    await expect(page).toHaveURL('/crm/articles');
    // The draft stays for next time.
    await page.goto('/crm/article/new');
    await expect(
      page.getByRole('heading', { name: 'Восстановить копию из этого браузера?' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Отбросить' }).click();
    await expect(page.getByLabel(/^Заголовок статьи/)).toHaveValue('');
  });

  test('the editor loads on the article form only, never on public pages', async ({
    page,
    request,
  }) => {
    // Every public page and its scripts are fetched: slow on a busy machine.
    test.setTimeout(60_000);
    // Whether a script holds the editor, by its address (a chunk's address names its content).
    const holdsEditor = new Map<string, boolean>();
    const editorChunks = async () => {
      await page.waitForLoadState('networkidle');
      const urls = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('.js')),
      );
      const found: string[] = [];
      for (const url of urls) {
        if (!holdsEditor.has(url)) {
          holdsEditor.set(url, /ProseMirror|tiptap/.test(await (await request.get(url)).text()));
        }
        if (holdsEditor.get(url)) found.push(url);
      }
      return found;
    };
    await page.goto('/crm/article/new');
    await expect(page.getByRole('textbox', { name: /^Текст статьи/ })).toBeVisible();
    expect(await editorChunks()).not.toEqual([]);
    await page.goto('/crm/articles');
    expect(await editorChunks()).toEqual([]);

    const [article] = await listArticles(request);
    for (const path of [
      '/',
      '/ru',
      '/policy',
      '/newsroom',
      `/newsroom/${article!.slug}`,
      '/nope',
    ]) {
      await page.goto(path);
      expect(await editorChunks(), path).toEqual([]);
    }
  });

  for (const path of ['/crm/articles', '/crm/article/new', '/crm/article/edit/1']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoA11yViolations(page);
    });
  }

  test('the delete confirmation has no axe violations', async ({ page }) => {
    await page.goto('/crm/articles');
    await page
      .getByRole('button', { name: /^Удалить статью/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test('the login page has no axe violations', async ({ page }) => {
  await page.goto('/crm/login');
  await expectNoA11yViolations(page);
});
