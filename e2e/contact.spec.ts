import Database from 'better-sqlite3';
import { startSmtp } from '../test/smtp';
import { SMTP_PORT } from '../playwright.config';
import { expect, test } from './fixtures';
import { fill, form } from './support/contact';

test.describe('contact form in the browser', () => {
  test('shows an error only once a field is touched and invalid, and blocks submit until valid', async ({
    page,
  }) => {
    await page.goto('/#contactForm');
    const f = form(page);
    await expect(f.submit).toBeDisabled();
    await expect(page.getByTestId('contact-submit-hint')).toHaveText(
      'To send, fill in “Your name”, “E-mail”, “Message”.',
    );
    await expect(page.locator('#contactForm [id$="-error"]')).toHaveCount(0);

    // Retried until the form has hydrated: a blur before that has no handler to run.
    await expect(async () => {
      await f.name.focus();
      await f.name.blur();
      await expect(page.getByText('Please enter your name.')).toBeVisible({ timeout: 500 });
    }).toPass();
    await expect(f.name).toHaveAttribute('aria-invalid', 'true');

    await f.email.fill('jane@');
    await expect(page.getByText('Please enter a valid e-mail address')).toHaveCount(0);
    await f.email.blur();
    await expect(
      page.getByText('Please enter a valid e-mail address, like name@company.com.'),
    ).toBeVisible();

    await f.name.fill('   ');
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await f.name.fill('Jane');
    await expect(page.getByText('Please enter your name.')).toHaveCount(0);
    await f.email.fill('JANE@EXAMPLE.COM');
    await expect(f.submit).toBeDisabled();
    // A disabled «Send» says why, and the button is described by it.
    const hint = page.getByTestId('contact-submit-hint');
    await expect(hint).toHaveText('To send, fill in “Message”.');
    await expect(f.submit).toHaveAccessibleDescription('To send, fill in “Message”.');
    await f.message.fill('Hello');
    await expect(f.submit).toBeEnabled();
    await expect(hint).toHaveCount(0);
    await f.message.fill('  ');
    await expect(f.submit).toBeDisabled();
  });

  test('in Russian the form says why «Отправить» waits and links the terms it asks to accept', async ({
    page,
  }) => {
    await page.goto('/ru#contactForm');
    const section = page.locator('#contactForm');
    await expect(page.getByTestId('contact-submit-hint')).toHaveText(
      'Чтобы отправить, заполните поля «Ваше имя», «Эл. почта», «Сообщение».',
    );
    await expect(section).toContainText(
      'Отправляя форму, вы соглашаетесь с нашими условиями использования.',
    );
    await expect(section.getByRole('link', { name: 'условиями использования' })).toHaveAttribute(
      'href',
      '/ru/policy',
    );
  });

  test('a failure hides the spinner and shows an accessible alert, keeping the text', async ({
    page,
  }) => {
    // The answer waits until the spinner has been seen, however slow the machine is.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api_mail/MailSender.php', async (route) => {
      await answered;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"unavailable"}',
      });
    });
    await page.goto('/#contactForm');
    await fill(page, 'This one will fail.');
    const f = form(page);
    await f.submit.click();
    await expect(page.getByTestId('contact-spinner')).toBeVisible();
    answer();
    await expect(page.locator('#contactForm').getByRole('alert')).toHaveText(
      'Something went wrong! Please, try again later!',
    );
    await expect(page.getByTestId('contact-spinner')).toHaveCount(0);
    await expect(f.message).toHaveValue('This one will fail.');
    await expect(f.submit).toBeEnabled();
  });

  test('the failure alert is translated', async ({ page }) => {
    // (A refusal by the rate limit says more: e2e/attack.spec.ts.)
    await page.route('**/api_mail/MailSender.php', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        headers: { 'Retry-After': '30' },
        body: '{"error":"unavailable"}',
      }),
    );
    await page.goto('/ru#contactForm');
    const section = page.locator('#contactForm');
    await section.getByLabel('Ваше имя').fill('Анна');
    await section.getByLabel('Эл. почта').fill('anna@example.ru');
    await section.getByLabel('Сообщение').fill('Привет');
    await section.getByRole('button', { name: 'Отправить' }).click();
    await expect(page.locator('#contactForm').getByRole('alert')).toHaveText(
      'Что-то пошло не так! Пожалуйста, попробуйте позже!',
    );
  });
});

test.describe('contact delivery through a real SMTP server', () => {
  test.describe.configure({ mode: 'serial' });

  test('success: spinner, green checkmark, cleared fields, and the e-mail arrives', async ({
    page,
  }) => {
    const smtp = await startSmtp(SMTP_PORT);
    try {
      await page.goto('/#contactForm');
      const text = `We need a new website. ${Date.now()}`;
      await fill(page, text);
      const f = form(page);
      await f.submit.click();
      await expect(page.getByTestId('contact-sent')).toBeVisible();
      await expect(page.getByTestId('contact-sent')).toHaveCSS('color', 'rgb(25, 169, 116)');
      await expect(f.name).toHaveValue('');
      await expect(f.email).toHaveValue('');
      await expect(f.message).toHaveValue('');
      await expect(page.locator('#contactForm').getByRole('alert')).toHaveCount(0);
      await expect
        .poll(() => smtp.inbox.some((m) => m.data.includes(text)), { timeout: 10_000 })
        .toBe(true);
      const mail = smtp.inbox.find((m) => m.data.includes(text));
      expect(mail?.to).toEqual(['team@lumen.test']);
      expect(mail?.data).toMatch(/Reply-To: .*Jane\.Cooper@Example\.COM/i);
    } finally {
      await smtp.stop();
    }
  });

  test('with SMTP down the message is kept and delivered once SMTP is back', async ({ page }) => {
    await page.goto('/#contactForm');
    const text = `Sent during an outage ${Date.now()}`;
    await fill(page, text);
    await form(page).submit.click();
    // Stored: the visitor is told it is sent although no mail server answers.
    await expect(page.getByTestId('contact-sent')).toBeVisible();
    await page.waitForTimeout(1_500);

    const smtp = await startSmtp(SMTP_PORT);
    try {
      await expect
        .poll(() => smtp.inbox.some((m) => m.data.includes(text)), { timeout: 15_000 })
        .toBe(true);
    } finally {
      await smtp.stop();
    }
  });
});

test.describe('contact endpoint', () => {
  const url = '/api_mail/MailSender.php';

  test('answers ok for a valid message', async ({ request }) => {
    const response = await request.post(url, {
      data: { name: 'API', email: 'api@example.com', message: 'Hello from a script' },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ error: 'ok' });
  });

  test('a honeypot with any value, not only text, is answered ok and kept out', async ({
    request,
  }) => {
    const stamp = `honeypot ${Date.now()}`;
    for (const website of ['https://spam.example', ['x'], { a: 1 }, 7, true]) {
      const response = await request.post(url, {
        data: { name: 'Bot', email: 'bot@example.com', message: stamp, website },
      });
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual({ error: 'ok' });
    }
    const db = new Database('data/e2e/site.db', { readonly: true });
    const stored = db
      .prepare('SELECT count(*) AS n FROM contact_messages WHERE message = ?')
      .get(stamp) as { n: number };
    db.close();
    expect(stored.n).toBe(0);
  });

  test('rejects bad input with a reason and never a 500', async ({ request }) => {
    let response = await request.post(url, { data: { name: '', email: 'nope', message: ' ' } });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_fields',
      fields: { name: 'required', email: 'invalid', message: 'required' },
    });

    response = await request.post(url, {
      headers: { 'content-type': 'application/json' },
      data: '{not json',
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_json' });

    response = await request.post(url, {
      headers: { 'content-type': 'text/plain' },
      data: 'hello',
    });
    expect(response.status()).toBe(415);

    response = await request.post(url, {
      data: { name: 'Big', email: 'big@example.com', message: 'x'.repeat(40_000) },
    });
    expect(response.status()).toBe(413);

    response = await request.get(url);
    expect(response.status()).toBe(405);
  });
});
