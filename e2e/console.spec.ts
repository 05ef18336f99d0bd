import { expect, test } from './fixtures';

/**
 * The public pages say nothing in the browser's console: no stylesheet of another page
 * preloaded and left unused (each page fetched the others ahead on sight, with their styles),
 * no player whose `allowfullscreen` the browser calls superseded, no error. Pages are opened
 * side by side, each watched until a few seconds after its load, when Chromium judges preloads.
 */
test('the public pages log no warning or error, in both languages, on a phone and a desktop', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const list = async (language: string) =>
    (
      (await (await request.get(`/api/articles?language=${language}`)).json()) as {
        data: { slug: string; title: string }[];
      }
    ).data;
  const [english, russian] = [await list('en'), await list('ru')];
  // An article with a YouTube player and one with a Vimeo player among them.
  const withPlayer = english.filter((article) => /AI Agents|Design Tokens/.test(article.title));
  expect(withPlayer).toHaveLength(2);
  const paths = [
    '/',
    '/ru',
    '/policy',
    '/ru/policy',
    '/newsroom',
    '/ru/newsroom',
    '/newsroom/tag/design',
    '/ru/newsroom/search?q=дизайн',
    '/newsroom/follow',
    ...withPlayer.map((article) => `/newsroom/${article.slug}`),
    `/ru/newsroom/${russian[0]!.slug}`,
  ];
  for (const width of [375, 1440]) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      storageState: {
        cookies: [
          {
            name: 'consent_given',
            value: 'true',
            domain: 'localhost',
            path: '/',
            expires: -1,
            httpOnly: false,
            secure: false,
            sameSite: 'Lax',
          },
        ],
        origins: [],
      },
    });
    try {
      const said: string[] = [];
      await Promise.all(
        paths.map(async (path) => {
          const page = await context.newPage();
          page.on('console', (message) => {
            if (message.type() === 'warning' || message.type() === 'error') {
              said.push(`${width} ${path}: ${message.text().slice(0, 200)}`);
            }
          });
          await page.goto(path, { waitUntil: 'load' });
          await page.waitForTimeout(4_000);
        }),
      );
      expect(said).toEqual([]);
    } finally {
      await context.close();
    }
  }
});
