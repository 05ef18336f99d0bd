import { previewCut, searchAddress, SEARCH_PREVIEW } from './search-preview';

describe('a search result’s preview', () => {
  it('shows a short text whole, on one line', () => {
    expect(previewCut('  How we\nship  ', SEARCH_PREVIEW.title)).toBe('How we ship');
  });

  it('cuts a long title at a word near 60 characters, with an ellipsis', () => {
    const title = 'Как мы перевели маркетплейс грузоперевозок на App Router за четырнадцать недель';
    const cut = previewCut(title, SEARCH_PREVIEW.title);
    expect(cut).toBe('Как мы перевели маркетплейс грузоперевозок на App Router…');
    expect([...cut].length).toBeLessThanOrEqual(SEARCH_PREVIEW.title);
    expect(title.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('cuts a long description near 160 characters without a trailing comma', () => {
    const sentence = 'We measured every page, and every release, ';
    const cut = previewCut(sentence.repeat(6), SEARCH_PREVIEW.description);
    expect(cut.length).toBeLessThanOrEqual(SEARCH_PREVIEW.description);
    expect(cut).toMatch(/[a-z]…$/);
  });

  it('shows the address as a breadcrumb, in the article’s language', () => {
    expect(searchAddress(new URL('https://lumen.agency/newsroom/how-we-ship'))).toBe(
      'https://lumen.agency › newsroom › how-we-ship',
    );
    expect(searchAddress(new URL('https://lumen.agency/ru/newsroom/kak-my'))).toBe(
      'https://lumen.agency › ru › newsroom › kak-my',
    );
    expect(searchAddress(new URL('https://lumen.agency/newsroom/100%'))).toBe(
      'https://lumen.agency › newsroom › 100%',
    );
  });
});
