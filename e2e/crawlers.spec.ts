import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import ogs from 'open-graph-scraper';
import robotsParser from 'robots-parser';
import RssParser from 'rss-parser';
import { structuredDataTest } from 'structured-data-testing-tool';
import { Google } from 'structured-data-testing-tool/presets';
import { expect, test } from '@playwright/test';

/**
 * The site as clients nobody here wrote read it: the sitemap against the sitemaps.org schema
 * (xmllint), robots.txt by robots-parser, the feeds by @rowanmanning/feed-parser, Python's
 * feedparser and rss-parser, Open Graph by open-graph-scraper and JSON-LD by
 * structured-data-testing-tool's Google preset. No browser: the main e2e server's answers only.
 */

const SCHEMA = path.resolve('lib/seo/schemas/sitemap-with-alternates.xsd');

const CRAWLERS = {
  Googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  facebookexternalhit: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  Twitterbot: 'Twitterbot/1.0',
  LinkedInBot:
    'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  Slackbot: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  TelegramBot: 'TelegramBot (like TwitterBot)',
  YandexBot: 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
};

function xmllint(xml: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-sitemap-'));
  const file = path.join(dir, 'sitemap.xml');
  fs.writeFileSync(file, xml);
  try {
    return execFileSync('xmllint', ['--noout', '--nonet', '--schema', SCHEMA, file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`xmllint refused the sitemap:\n${stderr?.slice(0, 2000)}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('the sitemap passes the sitemaps.org schema, and every alternate in it is reciprocal', async ({
  baseURL,
}) => {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  xmllint(xml);
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!,
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body!)?.[1],
    alternates: Object.fromEntries(
      [...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
        ([, lang, href]) => [lang!, href!] as const,
      ),
    ) as Record<string, string>,
  }));
  const byLoc = new Map(urls.map((u) => [u.loc, u]));
  for (const fixed of ['/ru', '/ru/projects', '/ru/policy', '/ru/newsroom']) {
    expect(byLoc.has(`${baseURL}${fixed}`), fixed).toBe(true);
  }
  // Every language alternate is a <url> of its own that names the first one back.
  for (const url of urls) {
    for (const [lang, href] of Object.entries(url.alternates)) {
      if (lang === 'x-default') continue;
      const other = byLoc.get(href);
      expect(other, `${url.loc} → ${lang} ${href}`).toBeDefined();
      expect(Object.values(other!.alternates), `${href} names ${url.loc}`).toContain(url.loc);
    }
  }
});

test('robots.txt lets crawlers fetch the article images and keeps them out of the back-office', async ({
  baseURL,
}) => {
  const text = await (await fetch(`${baseURL}/robots.txt`)).text();
  const robots = robotsParser(`${baseURL}/robots.txt`, text);
  const slug = (await articleSlugs(baseURL)).en;
  const ld = jsonLd(await (await fetch(`${baseURL}/newsroom/${slug}`)).text());
  const images = [...(ld.image as string[]), ld.publisher.logo.url as string];
  expect(images.some((url) => new URL(url).pathname.startsWith('/api/images/'))).toBe(true);
  for (const agent of ['Googlebot', 'YandexBot', 'Bingbot']) {
    for (const url of images) expect(robots.isAllowed(url, agent), `${agent} ${url}`).toBe(true);
    for (const closed of ['/crm', '/crm/articles', '/api/articles', '/api_mail/MailSender.php']) {
      expect(robots.isDisallowed(`${baseURL}${closed}`, agent), `${agent} ${closed}`).toBe(true);
    }
    expect(robots.isAllowed(`${baseURL}/newsroom/${slug}`, agent)).toBe(true);
  }
  expect(robots.getSitemaps()).toEqual([`${baseURL}/sitemap.xml`]);
  expect(text).not.toMatch(/^Host:/im);
});

/** A feed as Python's feedparser reads it (Debian's python3-feedparser). */
function feedparser(xml: string) {
  const script = [
    'import feedparser, json, sys',
    'd = feedparser.parse(sys.stdin.buffer.read())',
    'print(json.dumps({"bozo": bool(d.bozo), "problem": str(d.get("bozo_exception", "")),',
    '  "version": d.version, "title": d.feed.get("title"),',
    '  "entries": [{"id": e.get("id"), "link": e.get("link"),',
    '    "enclosures": [{"href": x.get("href"), "length": x.get("length"), "type": x.get("type")}',
    '      for x in e.get("enclosures", [])]} for e in d.entries]}))',
  ].join('\n');
  return JSON.parse(
    execFileSync('/usr/bin/python3', ['-c', script], { input: xml, encoding: 'utf8' }),
  ) as {
    bozo: boolean;
    problem: string;
    version: string;
    title: string | null;
    entries: {
      id: string;
      link: string;
      enclosures: { href: string; length: string; type: string }[];
    }[];
  };
}

test('both feeds parse, with every banner enclosed at its real size', async ({ baseURL }) => {
  for (const feedPath of ['/newsroom/feed.xml', '/ru/newsroom/feed.xml']) {
    const xml = await (await fetch(`${baseURL}${feedPath}`)).text();
    const feed = parseFeed(xml);
    expect(feed.items.length, feedPath).toBeGreaterThan(0);
    // The second reader: well-formed (not "bozo"), the same items, ids and enclosures.
    const python = feedparser(xml);
    expect([python.bozo, python.problem], feedPath).toEqual([false, '']);
    expect(python.version, feedPath).toMatch(/^(rss20|atom10)$/);
    expect(python.title, feedPath).toBe(feed.title);
    expect(
      python.entries.map((entry) => [entry.id, entry.link, entry.enclosures.map((x) => x.href)]),
      feedPath,
    ).toEqual(feed.items.map((item) => [item.id, item.url, item.media.map((m) => m.url)]));
    expect(
      python.entries.flatMap((entry) => entry.enclosures.map((x) => Number(x.length))),
      feedPath,
    ).toEqual(feed.items.flatMap((item) => item.media.map((m) => m.length)));
    // The third: rss-parser, as Node feed readers use it.
    const rss = await new RssParser().parseString(xml);
    expect(rss.title, feedPath).toBe(feed.title);
    expect(
      rss.items.map((item) => [
        item.guid,
        item.link,
        item.enclosure?.url,
        Number(item.enclosure?.length),
      ]),
      feedPath,
    ).toEqual(
      feed.items.map((item) => [item.id, item.url, item.media[0]?.url, item.media[0]?.length]),
    );
    for (const item of feed.items) {
      expect(item.id, feedPath).toBe(item.url);
      const [media] = item.media;
      expect(media, `${item.url} enclosure`).toBeDefined();
      const file = await fetch(media!.url!);
      const bytes = (await file.arrayBuffer()).byteLength;
      expect(media!.length, media!.url!).toBe(bytes);
      expect(media!.mimeType, media!.url!).toBe(file.headers.get('content-type'));
    }
  }
});

/** An article's slug in each language, as the sitemap lists them. */
async function articleSlugs(baseURL: string | undefined) {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const slug = (prefix: string) =>
    new RegExp(`<loc>${baseURL}${prefix}/newsroom/([^<]+)</loc>`).exec(xml)![1]!;
  return { en: slug(''), ru: slug('/ru') };
}

/** Every JSON-LD entity of a page. */
function jsonLdAll(html: string) {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    ([, text]) => [JSON.parse(text!)].flat(),
  );
}

function jsonLd(html: string) {
  const [entity] = jsonLdAll(html);
  if (!entity) throw new Error('no JSON-LD');
  return entity;
}

test('every kind of public page has its social card and site facts for every crawler', async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { en: slug, ru: ruSlug } = await articleSlugs(baseURL);
  const ruNewsroom = await (await fetch(`${baseURL}/ru/newsroom`)).text();
  const ruTag = /href="\/ru\/newsroom\/tag\/([^"]+)"/.exec(ruNewsroom)![1]!;
  const pages = [
    '/',
    '/ru',
    '/newsroom',
    '/ru/newsroom',
    `/newsroom/${slug}`,
    `/ru/newsroom/${ruSlug}`,
    '/newsroom/tag/branding',
    `/ru/newsroom/tag/${ruTag}`,
  ];
  const cards = new Set<string>();
  for (const page of pages) {
    for (const [name, agent] of Object.entries(CRAWLERS)) {
      const answer = await fetch(`${baseURL}${page}`, { headers: { 'User-Agent': agent } });
      expect(answer.status, `${page} for ${name}`).toBe(200);
      const html = await answer.text();
      const { result, error } = await ogs({ html });
      expect(error, `${page} for ${name}`).toBe(false);
      const og = result as Awaited<ReturnType<typeof ogs>>['result'];
      const where = `${page} for ${name}`;
      expect(og.ogSiteName, where).toBe('Lumen');
      expect(og.ogLocale, where).toBe(page.startsWith('/ru') ? 'ru_RU' : 'en_US');
      expect(og.ogTitle, where).toBeTruthy();
      expect(og.twitterCard, where).toBe('summary_large_image');
      const [image] = og.ogImage ?? [];
      expect(image?.url, where).toMatch(/^http/);
      expect([image?.width, image?.height], where).toEqual(['1200', '630']);
      expect(image?.alt, where).toBeTruthy();
      expect(og.twitterImage?.[0]?.url, where).toBe(image!.url);
      cards.add(image!.url);
    }
  }
  // Each card exists, 1200 × 630 PNG: the landing's and newsroom's in each language their own.
  expect(cards.size).toBeGreaterThanOrEqual(6);
  for (const card of cards) {
    const answer = await fetch(card);
    expect(answer.status, card).toBe(200);
    expect(answer.headers.get('content-type'), card).toBe('image/png');
    const png = Buffer.from(await answer.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], card).toEqual([1200, 630]);
  }

  // Structured data as Google reads it: the agency and its site on the landing page, the
  // listing on newsroom and tag pages, the article on articles, in each language.
  const expected: [string, string[]][] = [
    ['/', ['Organization', 'WebSite']],
    ['/ru', ['Organization', 'WebSite']],
    ['/newsroom', ['CollectionPage']],
    ['/ru/newsroom', ['CollectionPage']],
    ['/newsroom/tag/branding', ['CollectionPage']],
    [`/ru/newsroom/tag/${ruTag}`, ['CollectionPage']],
    [`/newsroom/${slug}`, ['NewsArticle']],
    [`/ru/newsroom/${ruSlug}`, ['NewsArticle']],
  ];
  for (const [page, types] of expected) {
    const html = await (await fetch(`${baseURL}${page}`)).text();
    const result = await structuredDataTest(html, { presets: [Google], schemas: types }).catch(
      (failure: { type?: string; res?: unknown }) => {
        if (failure.type === 'VALIDATION_FAILED') return failure.res;
        throw failure;
      },
    );
    const { failed, schemas } = result as { failed: unknown[]; schemas: string[] };
    expect(failed, page).toEqual([]);
    for (const type of types) expect(schemas, page).toContain(type);
    const entities = jsonLdAll(html);
    const locale = page.startsWith('/ru') ? 'ru' : 'en';
    for (const entity of entities) {
      if (entity['@type'] !== 'Organization') expect(entity.inLanguage, page).toBe(locale);
    }
    const listing = entities.find((entity) => entity['@type'] === 'CollectionPage');
    if (listing) {
      // The articles it lists are the page's own, in order, at their own addresses.
      const listed = listing.mainEntity.itemListElement as { url: string; position: number }[];
      expect(listed.length, page).toBeGreaterThan(0);
      expect(listed.map((item) => item.position)).toEqual(listed.map((_, index) => index + 1));
      for (const item of listed) {
        expect(html, page).toContain(`href="${new URL(item.url).pathname}"`);
      }
    }
    const site = entities.find((entity) => entity['@type'] === 'WebSite');
    if (site) expect(site.url, page).toBe(new URL(locale === 'ru' ? '/ru' : '/', baseURL).href);
    if (types[0] !== 'NewsArticle') continue;
    const ld = jsonLd(html);
    expect(Date.parse(ld.dateModified), page).toBeGreaterThanOrEqual(Date.parse(ld.datePublished));
    expect(ld.publisher.logo).toMatchObject({ '@type': 'ImageObject', width: 180, height: 180 });
    const logo = await fetch(ld.publisher.logo.url);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(html).toContain('<meta property="article:modified_time"');
  }
});
