import type { ArticleListItem } from '@/lib/articles/schemas';
import { collectionPageLd, jsonLdText, organizationLd, websiteLd } from './structured-data';

const SITE = 'https://lumen.example';

describe('structured data', () => {
  it('is one document, an array of several, with no text able to end its script', () => {
    const one = JSON.parse(jsonLdText([websiteLd(SITE, 'ru')]));
    expect(one).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Lumen',
      url: `${SITE}/ru`,
      inLanguage: 'ru',
    });
    const both = JSON.parse(jsonLdText([organizationLd(SITE), websiteLd(SITE, 'en')]));
    expect(both.map((entity: { '@type': string }) => entity['@type'])).toEqual([
      'Organization',
      'WebSite',
    ]);
    expect(both[0].logo).toEqual({
      '@type': 'ImageObject',
      url: `${SITE}/apple-icon.png`,
      width: 180,
      height: 180,
    });
    const text = jsonLdText([{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }]);
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });

  it('lists a newsroom page’s articles in order, numbered after the pages before it', () => {
    const articles = ['first', 'second'].map(
      (slug) => ({ slug, language: 'ru', title: slug }) as ArticleListItem,
    );
    const page = collectionPageLd({
      site: SITE,
      locale: 'ru',
      href: '/ru/newsroom/page/2',
      name: 'Новости · страница 2',
      description: 'Статьи',
      articles,
      offset: 12,
    });
    expect(page.url).toBe(`${SITE}/ru/newsroom/page/2`);
    expect(page.isPartOf.url).toBe(`${SITE}/ru`);
    expect(page.mainEntity.itemListElement).toEqual([
      { '@type': 'ListItem', position: 13, url: `${SITE}/ru/newsroom/first` },
      { '@type': 'ListItem', position: 14, url: `${SITE}/ru/newsroom/second` },
    ]);
  });
});
