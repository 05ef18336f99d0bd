import { descriptionHint, previewCut, searchAddress, SEARCH_PREVIEW } from './search-preview';

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

describe('the description’s counter', () => {
  it('counts characters and advises 50–160 without refusing anything', () => {
    expect(descriptionHint(0)).toBe('Если оставить пустым — из первых предложений текста.');
    expect(descriptionHint(21)).toBe('21 символ. Коротко: советуем от 50 до 160 символов.');
    expect(descriptionHint(50)).toBe('50 символов. Хорошая длина: от 50 до 160 символов.');
    expect(descriptionHint(154)).toBe('154 символа. Хорошая длина: от 50 до 160 символов.');
    expect(descriptionHint(161)).toBe(
      '161 символ. Длинно: поисковик покажет около 160 символов, остальное обрежет.',
    );
  });
});
