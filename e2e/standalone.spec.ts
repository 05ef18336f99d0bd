import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { createDatabase, startRedis } from './support/services';
import { freePort, SITE_STAFF } from './support/site';
import { trickle } from './support/slow-client';

// A hosting platform's conditions: the standalone server (npm run build:standalone) runs from a
// folder it cannot write to, as an unprivileged user, with PostgreSQL and Redis holding all
// state. Every public page, the CRM and a write must work, and the folder must be unchanged.

const STANDALONE = path.resolve('.next/standalone');

/** Every file under `dir` with its size and modification time. */
function snapshot(dir: string): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const stat = fs.statSync(full);
        out.push(`${path.relative(dir, full)} ${stat.size} ${stat.mtimeMs}`);
      }
    }
  };
  walk(dir);
  return out.sort();
}

test('the standalone server runs read-only, as an unprivileged user, on PostgreSQL and Redis', async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect(
    fs.existsSync(path.join(STANDALONE, 'server.js')),
    'build it first: npm run build:standalone',
  ).toBe(true);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-standalone-'));
  // Readable by the unprivileged user (mkdtemp makes it private to its owner).
  fs.chmodSync(root, 0o755);
  const app = path.join(root, 'app');
  fs.cpSync(STANDALONE, app, { recursive: true });
  execFileSync('chmod', ['-R', 'a-w', app]);
  const before = snapshot(app);

  const database = await createDatabase();
  const redis = await startRedis();
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const asRoot = process.getuid?.() === 0;
  // Root may write anywhere: the server runs as `nobody` then, who may not.
  const [command, args] = asRoot
    ? ['runuser', ['-u', 'nobody', '--', process.execPath, 'server.js']]
    : [process.execPath, ['server.js']];
  let log = '';
  const child: ChildProcess = spawn(command, args, {
    cwd: app,
    env: {
      PATH: process.env.PATH,
      HOME: root,
      TMPDIR: os.tmpdir(),
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      NEXT_PUBLIC_SITE_URL: url,
      CRM_ADMIN_EMAIL: SITE_STAFF.email,
      CRM_ADMIN_PASSWORD: SITE_STAFF.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`the server exited:\n${log}`);
          return fetch(`${url}/policy`).then(
            (answer) => answer.status,
            () => 0,
          );
        },
        { timeout: 60_000 },
      )
      .toBe(200);
    // This server creates its HTTP server itself too: slow clients are cut off all the same
    // (awaited at the end), and request text in its log is escaped.
    const slowHeaders = trickle(port, `GET / HTTP/1.1\r\nHost: localhost:${port}\r\nX: `, 1_000);
    const slowBody = trickle(
      port,
      `POST /api_mail/MailSender.php HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: 900\r\n\r\n{`,
      1_000,
    );
    await fetch(`${url}/_next/image?url=/api/images/x%0a%E2%A8%AF%20FAKE.webp&w=64&q=75`);

    // Every public page, with the sample newsroom seeded into PostgreSQL.
    const articles = (await (await fetch(`${url}/api/articles`)).json()) as {
      data: { slug: string; language: string; banner: { path: string } }[];
    };
    expect(articles.data.length).toBeGreaterThan(0);
    const [first] = articles.data;
    const pages = [
      '/',
      '/ru',
      '/newsroom',
      '/ru/newsroom',
      `/newsroom/${first!.slug}`,
      '/newsroom/tag/nextjs',
      '/policy',
      '/ru/policy',
      '/newsroom/feed.xml',
      '/sitemap.xml',
      '/robots.txt',
      `/api/${first!.banner.path}`,
      `/_next/image?url=${encodeURIComponent(`/api/${first!.banner.path}`)}&w=640&q=75`,
    ];
    for (const address of pages) {
      expect((await fetch(`${url}${address}`)).status, address).toBe(200);
    }
    expect((await fetch(`${url}/no-such-page`)).status).toBe(404);
    // The social cards draw with fonts read at run time, which the build copies in.
    for (const language of ['en', 'ru']) {
      const article = articles.data.find((a) => a.language === language)!;
      const prefix = language === 'ru' ? '/ru' : '';
      const card = await fetch(`${url}${prefix}/newsroom/${article.slug}/card.png`);
      expect(card.status, article.slug).toBe(200);
      const image = await sharp(Buffer.from(await card.arrayBuffer())).metadata();
      expect([image.format, image.width, image.height]).toEqual(['png', 1200, 630]);
    }
    await page.goto(`${url}/newsroom`);
    await expect(page.locator('[data-article]').first()).toBeVisible();

    // The CRM, and a write.
    await page.goto(`${url}/crm/login`);
    await page.getByLabel('E-mail').fill(SITE_STAFF.email);
    await page.getByLabel('Пароль').fill(SITE_STAFF.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Все статьи' })).toBeVisible();
    const title = `Written read-only ${Date.now()}`;
    const banner = await sharp({
      create: { width: 1200, height: 700, channels: 3, background: { r: 20, g: 160, b: 120 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('title', title);
    form.set('author_name', 'Platform');
    form.set('hashtags', '#platform');
    form.set('content', `<p>${title}</p>`);
    form.set('banner[image]', new File([new Uint8Array(banner)], 'b.png', { type: 'image/png' }));
    const cookies = await page.context().cookies(url);
    const created = await fetch(`${url}/api/article`, {
      method: 'POST',
      headers: {
        Cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
        Origin: url,
      },
      body: form,
    });
    expect(created.status).toBe(201);
    await page.goto(`${url}/newsroom`);
    await expect(page.getByText(title).first()).toBeVisible();

    const [headersHeld, bodyHeld] = await Promise.all([slowHeaders, slowBody]);
    expect(headersHeld.answer).toBe('HTTP/1.1 408 Request Timeout');
    expect(headersHeld.seconds).toBeLessThan(7);
    expect(bodyHeld.answer).toBe('HTTP/1.1 408 Request Timeout');
    expect(bodyHeld.seconds).toBeLessThan(13);
    expect(log).toContain('x\\n⨯ FAKE.webp');
    expect(log).not.toMatch(/^\s*⨯ FAKE/m);

    // Nothing was written to the application folder, and nothing was refused a write.
    expect(snapshot(app)).toEqual(before);
    expect(log).not.toMatch(/EACCES|EROFS|EPERM/);
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await redis.stop();
    await database.drop();
    execFileSync('chmod', ['-R', 'u+w', app]);
    fs.rmSync(root, { recursive: true, force: true });
  }
});
