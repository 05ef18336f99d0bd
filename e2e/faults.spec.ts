import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { startSmtp } from '../test/smtp';
import { startFakeProvider } from './support/fake-provider';
import { signInCookie, SITE_STAFF, startSite, type Site } from './support/site';

// Each test runs its own server: these break things on purpose.
test.describe.configure({ timeout: 180_000 });

const CACHE_FOLDERS = ['.next/server/route-cache', '.next/cache/fetch-cache', '.next/cache/images'];

/** Files and bytes under `folder` (0 and 0 when it does not exist). */
function footprint(folder: string): { files: number; bytes: number } {
  if (!fs.existsSync(folder)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

function openStore(site: Site) {
  return new Database(path.join(site.dataDir, 'site.db'), { readonly: true });
}

test('an external provider outage is a 503 that is never cached, and recovery is immediate', async () => {
  const provider = await startFakeProvider(
    Array.from({ length: 6 }, (_, i) => ({
      id: i + 1,
      slug: `provider-article-${i + 1}`,
      title: `Provider article ${i + 1}`,
      date: new Date(Date.UTC(2024, 0, i + 1)).toISOString(),
    })),
  );
  const site = await startSite({ NEXT_PUBLIC_API_URL: provider.url });
  try {
    const get = (p: string) => fetch(`${site.url}${p}`, { redirect: 'manual' });
    const loaded = await get('/newsroom/provider-article-1');
    expect(loaded.status).toBe(200);
    expect(await loaded.text()).toContain('Other articles');

    provider.down();
    for (const p of [
      '/newsroom/provider-article-2',
      '/newsroom/no-such-article',
      '/newsroom',
      '/newsroom/provider-article-3/card.png',
    ]) {
      const answer = await get(p);
      expect(answer.status, p).toBe(503);
      expect(answer.headers.get('retry-after'), p).toBe('30');
      expect(answer.headers.get('cache-control'), p).toBe('no-store');
      expect(await answer.text(), p).toContain('The newsroom is taking a short break');
    }
    // A page cached before the outage is still served.
    expect((await get('/newsroom/provider-article-1')).status).toBe(200);
    // Asking again during the outage asks the provider again: nothing was cached.
    const before = provider.requests;
    expect((await get('/newsroom/provider-article-2')).status).toBe(503);
    expect(provider.requests).toBeGreaterThan(before);

    provider.up();
    const recovered = await get('/newsroom/provider-article-2');
    expect(recovered.status).toBe(200);
    const page = await recovered.text();
    expect(page).toContain('Provider article 2');
    expect(page).toContain('Other articles');
    expect((await get('/newsroom/no-such-article')).status).toBe(404);
    expect((await get('/newsroom')).status).toBe(200);
    const card = await get('/newsroom/provider-article-3/card.png');
    expect([card.status, card.headers.get('content-type')]).toEqual([200, 'image/png']);
  } finally {
    await site.stop();
    await provider.close();
  }
});

test('SMTP down, then back: every message is delivered exactly once', async () => {
  const smtpPort = 20_000 + Math.floor(Math.random() * 20_000);
  const site = await startSite({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    CONTACT_TO: 'team@lumen.test',
    MAIL_RETRY_BASE_MS: '300',
    MAIL_RETRY_MAX_MS: '600',
    MAIL_SWEEP_INTERVAL_MS: '200',
    CONTACT_RATE_LIMIT: '100',
  });
  try {
    const stamp = Date.now();
    const texts = Array.from({ length: 5 }, (_, i) => `Outage message ${i + 1} of ${stamp}`);
    for (const message of texts) {
      const answer = await fetch(`${site.url}/api_mail/MailSender.php`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Visitor', email: 'visitor@example.com', message }),
      });
      expect(await answer.json()).toEqual({ error: 'ok' });
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const smtp = await startSmtp(smtpPort);
    try {
      await expect
        .poll(() => texts.filter((t) => smtp.inbox.some((m) => m.data.includes(t))).length, {
          timeout: 20_000,
        })
        .toBe(texts.length);
      // Several sweeps later, still exactly one e-mail per message.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      for (const text of texts) {
        expect(smtp.inbox.filter((m) => m.data.includes(text))).toHaveLength(1);
      }
    } finally {
      await smtp.stop();
    }
  } finally {
    await site.stop();
  }
});

test('where no timer runs, POST /api/cron/deliver sends the outbox, once, for its bearer only', async () => {
  const smtpPort = 20_000 + Math.floor(Math.random() * 20_000);
  const secret = 'cron-secret-for-the-test-suite';
  const site = await startSite({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    CONTACT_TO: 'team@lumen.test',
    MAIL_RETRY_BASE_MS: '1',
    MAIL_RETRY_MAX_MS: '1',
    // The background sweep is as good as off: only the cron call can deliver.
    MAIL_SWEEP_INTERVAL_MS: '3600000',
    CRON_SECRET: secret,
  });
  const cron = (authorization?: string) =>
    fetch(`${site.url}/api/cron/deliver`, {
      method: 'POST',
      headers: authorization ? { Authorization: authorization } : {},
    });
  try {
    const message = `Cron message ${Date.now()}`;
    const answer = await fetch(`${site.url}/api_mail/MailSender.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Visitor', email: 'visitor@example.com', message }),
    });
    expect(await answer.json()).toEqual({ error: 'ok' });
    // SMTP is down at first: the message waits in the outbox.
    await expect.poll(() => site.output()).toContain('delivery failed');

    expect((await cron()).status).toBe(401);
    expect((await cron('Bearer not-the-secret-at-all')).status).toBe(401);
    const smtp = await startSmtp(smtpPort);
    try {
      const first = await cron(`Bearer ${secret}`);
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({
        published: [],
        delivered: 1,
        failed: 0,
        expiredMessages: 0,
        unusedImages: 0,
      });
      expect(smtp.inbox.filter((mail) => mail.data.includes(message))).toHaveLength(1);
      expect(await (await cron(`Bearer ${secret}`)).json()).toEqual({
        published: [],
        delivered: 0,
        failed: 0,
        expiredMessages: 0,
        unusedImages: 0,
      });
      expect(smtp.inbox.filter((mail) => mail.data.includes(message))).toHaveLength(1);
    } finally {
      await smtp.stop();
    }
  } finally {
    await site.stop();
  }
});

test('kill -9 during 50 concurrent writes loses no acknowledged write and leaves no orphan', async () => {
  const site = await startSite({ SEED_SAMPLE: '0' });
  try {
    const cookie = await signInCookie(site);
    const create = async (n: number) => {
      const banner = await sharp({
        create: { width: 320, height: 200, channels: 3, background: { r: n, g: 80, b: 200 } },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.set('title', `Crash test ${n}`);
      form.set('author_name', 'Crash');
      form.set('hashtags', '#crash');
      form.set('content', `<p>Written before the crash, number ${n}.</p>`);
      form.set(
        'banner[image]',
        new File([new Uint8Array(banner)], `b${n}.png`, { type: 'image/png' }),
      );
      const answer = await fetch(`${site.url}/api/article`, {
        method: 'POST',
        headers: { Cookie: cookie, Origin: site.url },
        body: form,
      });
      if (answer.status !== 201) return undefined;
      return ((await answer.json()) as { data: { id: number; title: string } }).data;
    };

    const acknowledged: { id: number; title: string }[] = [];
    let killed: Promise<void> | undefined;
    await Promise.allSettled(
      Array.from({ length: 50 }, async (_, n) => {
        const article = await create(n);
        if (!article) return;
        acknowledged.push(article);
        if (acknowledged.length === 8) killed = site.kill();
      }),
    );
    await killed;
    expect(acknowledged.length).toBeGreaterThanOrEqual(8);
    expect(acknowledged.length).toBeLessThan(50);

    await site.restart();
    for (const { id, title } of acknowledged) {
      const answer = await fetch(`${site.url}/api/article/id/${id}`);
      expect(answer.status, `article ${id}`).toBe(200);
      expect(((await answer.json()) as { data: { title: string } }).data.title).toBe(title);
    }
    await site.kill();

    const db = openStore(site);
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);
      const orphans = db
        .prepare(
          'SELECT count(*) AS n FROM images WHERE hash NOT IN (SELECT banner_hash FROM articles WHERE banner_hash IS NOT NULL)',
        )
        .get() as { n: number };
      expect(orphans.n).toBe(0);
      const tagless = db
        .prepare(
          'SELECT count(*) AS n FROM articles WHERE id NOT IN (SELECT article_id FROM article_tags)',
        )
        .get() as { n: number };
      expect(tagless.n).toBe(0);
    } finally {
      db.close();
    }
  } finally {
    await site.stop();
  }
});

test('120 distinct unknown slugs, tags, pages and images cost no disk and no cache', async () => {
  const site = await startSite({});
  try {
    const before = CACHE_FOLDERS.map(footprint);
    const db = openStore(site);
    const rows = () =>
      ['articles', 'images', 'article_tags', 'contact_messages'].map(
        (table) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n,
      );
    const rowsBefore = rows();

    const random = () => Math.random().toString(36).slice(2, 10);
    // Each kind in each language, and the social card of every third: all 30 combinations four times.
    const urls = Array.from({ length: 120 }, (_, i) => {
      const locale = i % 2 ? '/ru' : '';
      switch (i % 5) {
        case 0:
          // Every third one an unknown article's social card.
          return `${locale}/newsroom/no-such-${random()}-${i}${i % 3 ? '' : '/card.png'}`;
        case 1:
          return `${locale}/newsroom/tag/no-such-${random()}${i}`;
        case 2:
          return `${locale}/newsroom/page/${1000 + i}`;
        case 3:
          return `${locale}/newsroom/tag/design/page/${500 + i}`;
        default:
          return `/_next/image?url=${encodeURIComponent(`/api/images/${random().padEnd(64, '0')}.webp`)}&w=640&q=75`;
      }
    });
    const statuses = new Map<number, number>();
    for (let i = 0; i < urls.length; i += 20) {
      await Promise.all(
        urls.slice(i, i + 20).map(async (u) => {
          const answer = await fetch(`${site.url}${u}`, { redirect: 'manual' });
          await answer.arrayBuffer();
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        }),
      );
    }
    // Every one is refused: 404 (or 400 for the image optimizer's unknown images).
    expect([...statuses.keys()].every((status) => status === 404 || status === 400)).toBe(true);
    expect(CACHE_FOLDERS.map(footprint)).toEqual(before);
    expect(rows()).toEqual(rowsBefore);
    db.close();
    // Nothing went wrong on the way: no file names too long for the disk, no tags too long for
    // the cache, no errors (Next does note each image it was asked to optimise and found missing).
    const problems = site
      .output()
      .split('\n')
      .filter((line) => /ENAMETOOLONG|max tag length|⨯|Error/.test(line))
      .filter((line) => !/internal image response failed for \/api\/images\//.test(line));
    expect(problems).toEqual([]);
  } finally {
    await site.stop();
  }
});

/** `next start` with `env`, asked for / every 100 ms until it exits: its exit code, answers, output. */
async function startExpectingExit(env: Record<string, string>) {
  const { spawn } = await import('node:child_process');
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(path.resolve('node_modules/.bin/next'), ['start', '-p', String(port)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const answers: number[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let done = false;
  void exited.then(() => (done = true));
  const deadline = Date.now() + 60_000;
  while (!done && Date.now() < deadline) {
    try {
      answers.push((await fetch(`http://localhost:${port}/`)).status);
    } catch {
      // refused or closed: nothing served
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!done) child.kill('SIGKILL');
  return { code: await exited, answers, output };
}

test('invalid configuration stops the server with a reason, before it answers anything', async () => {
  const { code, answers, output } = await startExpectingExit({
    REVALIDATE_SECRET: 'short',
    TRUSTED_PROXIES: 'proxy.internal',
  });
  expect(code).toBe(1);
  expect(answers).toEqual([]);
  expect(output).toContain('REVALIDATE_SECRET must be at least 16 characters');
  expect(output).toContain('TRUSTED_PROXIES must be a hop count');
});

test('a build made without a site address does not start as a public site', async () => {
  // The test build is a local one (no NEXT_PUBLIC_SITE_URL at `next build`): its pages, HSTS
  // and cookies cannot follow a public address given only at start.
  const { code, answers, output } = await startExpectingExit({
    NEXT_PUBLIC_SITE_URL: 'https://lumen.agency',
    CRM_ADMIN_PASSWORD: 'a long enough staff passphrase',
  });
  expect(code).toBe(1);
  expect(answers).toEqual([]);
  expect(output).toContain(
    'NEXT_PUBLIC_SITE_URL is https://lumen.agency, a public address, but this build was made without one',
  );
});

test('one site address: pages, feeds, sign-in links, the origin check and cookies all use it', async () => {
  const site = await startSite();
  try {
    const origin = new URL(site.url).origin;
    const text = async (p: string) => (await fetch(`${site.url}${p}`)).text();
    const originsIn = (body: string) =>
      new Set(
        Array.from(
          body.matchAll(/https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?/g),
          (m) => m[0],
        ),
      );
    const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? 'missing';

    const robots = await text('/robots.txt');
    const slug = /<loc>[^<]*\/newsroom\/([^<]+)<\/loc>/.exec(await text('/sitemap.xml'))![1]!;
    const article = await text(`/newsroom/${slug}`);
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(article)![1]!;
    const seen: Record<string, Set<string>> = {
      robots: originsIn(robots),
      sitemap: originsIn(await text('/sitemap.xml')),
      feed: originsIn(await text('/newsroom/feed.xml')),
      'JSON-LD': originsIn(jsonLd),
    };
    for (const page of ['/', '/ru', '/policy', '/ru/policy', '/newsroom', `/newsroom/${slug}`]) {
      const html = await text(page);
      seen[`${page} canonical`] = originsIn(
        attribute(html, /<link rel="canonical" href="([^"]+)"/),
      );
      seen[`${page} og:url`] = originsIn(
        attribute(html, /<meta property="og:url" content="([^"]+)"/),
      );
    }
    // An article's social card and its banner.
    seen['article og:image'] = originsIn(
      Array.from(
        article.matchAll(/<meta property="og:image" content="([^"]+)"/g),
        (m) => m[1],
      ).join(' '),
    );
    seen['404 og:image'] = originsIn(
      attribute(await text('/no-such-page'), /<meta property="og:image" content="([^"]+)"/),
    );

    const cookie = await signInCookie(site);
    const added = await fetch(`${site.url}/api/crm/staff`, {
      method: 'POST',
      headers: { Origin: site.url, Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'new@lumen.test', role: 'editor', method: 'link' }),
    });
    seen['sign-in link'] = originsIn((await added.json()).data.link.url);

    for (const [consumer, origins] of Object.entries(seen)) {
      expect([consumer, [...origins]]).toEqual([consumer, [origin]]);
    }

    // Writes are accepted from the site's own address only, not from the default one.
    const signIn = (from: string) =>
      fetch(`${site.url}/api/auth/login`, {
        method: 'POST',
        headers: { Origin: from, Accept: 'application/json' },
        body: new URLSearchParams({ email: 'chief@lumen.test', password: 'not the password' }),
      });
    expect((await signIn('http://localhost:3000')).status).toBe(403);
    expect((await signIn(origin)).status).toBe(401);
    // A local address: no HTTPS, so neither HSTS nor Secure cookies.
    expect((await fetch(`${site.url}/`)).headers.get('strict-transport-security')).toBeNull();
    expect(cookie).not.toMatch(/Secure/i);
  } finally {
    await site.stop();
  }
});

test('a local build started on a port of its own, with no site address, names that port', async () => {
  // As `npm run build && npm start -- -p <port>` on a laptop: no NEXT_PUBLIC_SITE_URL, no password.
  const site = await startSite({ NEXT_PUBLIC_SITE_URL: '', CRM_ADMIN_PASSWORD: '' });
  try {
    const origin = new URL(site.url).origin;
    await expect.poll(() => site.output()).toContain(`Sign in at ${origin}/crm/login`);
    expect(site.output()).not.toContain('localhost:3000');
    const password = /password: (\S+)/.exec(site.output())![1]!;
    const cookie = await signInCookie(site, { email: SITE_STAFF.email, password });
    const added = await fetch(`${site.url}/api/crm/staff`, {
      method: 'POST',
      headers: { Origin: origin, Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'newcomer@lumen.test', role: 'editor', method: 'link' }),
    });
    expect(added.status).toBe(201);
    const link = new URL(
      ((await added.json()) as { data: { link: { url: string } } }).data.link.url,
    );
    expect(link.origin).toBe(origin);
    // The one-time link opens here, on the address being served.
    expect((await fetch(link)).status).toBe(200);
    const home = await (await fetch(`${site.url}/`)).text();
    expect(/<link rel="canonical" href="([^"]+)"/.exec(home)?.[1]).toBe(origin);
  } finally {
    await site.stop();
  }
});

test('a deleted article’s pictures are deleted once nothing uses them, and answer 404 everywhere', async () => {
  const secret = 'a-cron-secret-for-the-images';
  // The sweep's own timer stays out of the way: the collection runs when the test asks.
  const site = await startSite({ CRON_SECRET: secret, SWEEP_INTERVAL_MS: '3600000' });
  try {
    const cookie = await signInCookie(site);
    const write = { Origin: site.url, Cookie: cookie };
    const png = (background: string) =>
      sharp({ create: { width: 64, height: 48, channels: 3, background } })
        .png()
        .toBuffer();
    const upload = async (background: string) => {
      const form = new FormData();
      form.set(
        'image',
        new Blob([new Uint8Array(await png(background))], { type: 'image/png' }),
        'p.png',
      );
      const answer = await fetch(`${site.url}/api/upload`, {
        method: 'POST',
        headers: write,
        body: form,
      });
      return (await answer.json()).data.path as string;
    };
    const inline = await upload('#1a7f4b');
    const form = new FormData();
    form.set('title', 'An article to delete');
    form.set('author_name', 'Anna');
    form.set('hashtags', '#gc');
    form.set(
      'content',
      `<p>Text</p><img src="/api/${inline}" alt="A picture" width="64" height="48">`,
    );
    form.set('banner[meta_title]', 'Banner');
    form.set('banner[meta_alt]', 'A banner');
    form.set(
      'banner[image]',
      new Blob([new Uint8Array(await png('#c3411f'))], { type: 'image/png' }),
      'b.png',
    );
    form.set('status', 'published');
    const created = await (
      await fetch(`${site.url}/api/article`, { method: 'POST', headers: write, body: form })
    ).json();
    const banner = created.data.banner.path as string;
    // Uploaded for an article still being written: it is not saved yet.
    const writing = await upload('#2b59c3');
    const sample = (await (await fetch(`${site.url}/api/articles`)).json()).data.find(
      (a: { id: number; banner: { path: string } }) => a.id !== created.data.id && a.banner.path,
    ).banner.path as string;

    const optimised = `${site.url}/_next/image?url=${encodeURIComponent(`/api/${banner}`)}&w=640&q=75`;
    expect((await fetch(optimised, { headers: { Accept: 'image/webp' } })).status).toBe(200);
    expect(
      (
        await fetch(`${site.url}/api/article/${created.data.id}`, {
          method: 'DELETE',
          headers: write,
        })
      ).status,
    ).toBe(204);

    // A week and a day later for everything but the upload of the article being written.
    const hash = (p: string) => /[0-9a-f]{64}/.exec(p)![0];
    const db = new Database(path.join(site.dataDir, 'site.db'));
    try {
      db.prepare('update images set created_at = ? where hash != ?').run(
        new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString(),
        hash(writing),
      );
    } finally {
      db.close();
    }
    const sweep = await fetch(`${site.url}/api/cron/deliver`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}` },
    });
    expect((await sweep.json()).unusedImages).toBe(2);

    const status = async (url: string, headers: Record<string, string> = {}) =>
      (await fetch(url, { headers })).status;
    for (const gone of [banner, inline]) {
      expect(await status(`${site.url}/api/${gone}`)).toBe(404);
      expect(await status(`${site.url}/api/${gone}`, { 'If-None-Match': `"${hash(gone)}"` })).toBe(
        404,
      );
    }
    expect(await status(optimised, { Accept: 'image/webp' })).toBe(404);
    expect(await status(`${site.url}/api/${writing}`)).toBe(200);
    expect(await status(`${site.url}/api/${sample}`)).toBe(200);
  } finally {
    await site.stop();
  }
});
