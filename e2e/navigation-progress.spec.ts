import { expect, test } from './fixtures';
import { startFakeProvider } from './support/fake-provider';
import { startSite, type Site } from './support/site';

const SLOW_MS = 4_000;

test('a slow navigation to an article shows progress at once, then the article', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const provider = await startFakeProvider(
    Array.from({ length: 4 }, (_, i) => ({
      id: i + 1,
      slug: `slow-article-${i + 1}`,
      title: `Slow article ${i + 1}`,
      date: new Date(Date.UTC(2025, 0, i + 1)).toISOString(),
    })),
  );
  let site: Site | undefined;
  try {
    site = await startSite({ NEXT_PUBLIC_API_URL: provider.url });
    await page.goto(`${site.url}/newsroom`);
    const card = page.getByRole('link', { name: /Slow article 2/ });
    await expect(card).toBeVisible();
    // Nothing of that article is cached yet, and the provider takes its time to answer.
    provider.slow('slow-article-2', SLOW_MS);

    await card.click();
    // Within a moment the reader sees that the page is coming.
    const progress = page.getByRole('status').filter({ hasText: 'Loading the article' });
    await expect(progress.first()).toBeVisible({ timeout: 1_000 });
    // …while the article itself is still seconds away.
    await expect(page.getByRole('heading', { level: 1, name: 'Slow article 2' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slow article 2', {
      timeout: SLOW_MS * 3,
    });
    await expect(progress).toHaveCount(0);
  } finally {
    await site?.stop();
    await provider.close();
  }
});
