import { indexText, matches, MAX_QUERY_TERMS, readQuery, stem } from './terms';

describe('word forms', () => {
  it.each([
    ['дизайна', 'дизайн'],
    ['дизайну', 'дизайн'],
    ['дизайном', 'дизайн'],
    ['стратегии', 'стратегия'],
    ['брендинга', 'брендинг'],
    ['Ёлки', 'елка'],
  ])('Russian: «%s» and «%s» are one term', (form, base) => {
    expect(stem(form)).toBe(stem(base));
  });

  it.each([
    ['designing', 'design'],
    ['designs', 'design'],
    ['designed', 'Design'],
    ['strategies', 'strategy'],
    ['branding', 'brand'],
  ])('English: "%s" and "%s" are one term', (form, base) => {
    expect(stem(form)).toBe(stem(base));
  });

  it('keeps different words apart', () => {
    expect(stem('дизайн')).not.toBe(stem('дизель'));
    expect(stem('design')).not.toBe(stem('desire'));
  });

  it('stems each word by its own script, whatever the article’s language, keeping the word too', () => {
    expect(indexText('Редизайн для B2B-брендов: designing brands').split(' ')).toEqual([
      'редизайн',
      'для',
      'b2b',
      stem('брендов'),
      'брендов',
      'design',
      'designing',
      'brand',
      'brands',
    ]);
  });
});

describe('reading a query', () => {
  it('keeps letters and digits only: no index syntax gets through', () => {
    const reading = readQuery('"design" * NEAR(brand) -web OR 2025 AND');
    expect(reading).toEqual({
      kind: 'terms',
      terms: {
        stems: [stem('design'), stem('near'), stem('brand'), 'web', '2025'],
        words: ['design', 'near', 'brand', 'web', '2025'],
        prefix: false,
      },
    });
  });

  it('leaves stop words out, and is blank with nothing else', () => {
    expect(readQuery('the design of и дизайна')).toMatchObject({
      terms: { stems: [stem('design'), stem('дизайн')] },
    });
    expect(readQuery('the and и в')).toEqual({ kind: 'empty' });
    expect(readQuery('  "*" -- ')).toEqual({ kind: 'empty' });
    expect(readQuery('')).toEqual({ kind: 'empty' });
    expect(readQuery('a\u0000b')).toMatchObject({ kind: 'terms' });
  });

  it('reads a word still being typed as a prefix, a finished one as a word', () => {
    expect(readQuery('brand desig')).toMatchObject({ terms: { prefix: true } });
    expect(readQuery('brand design ')).toMatchObject({ terms: { prefix: false } });
    expect(readQuery('brand design"')).toMatchObject({ terms: { prefix: false } });
  });

  it('refuses a query too long to be one, and bounds the number of terms', () => {
    expect(readQuery('д'.repeat(10_000))).toEqual({ kind: 'too-long' });
    const many = Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ');
    const reading = readQuery(many);
    expect(reading.kind === 'terms' && reading.terms.stems).toHaveLength(MAX_QUERY_TERMS);
  });

  it('matches a text’s words in any of their forms, the last term as a prefix', () => {
    const reading = readQuery('дизайна стра');
    if (reading.kind !== 'terms') throw new Error('no terms');
    expect(matches('Дизайн', reading.terms)).toBe(true);
    expect(matches('дизайнами', reading.terms)).toBe(true);
    expect(matches('стратегия', reading.terms)).toBe(true);
    expect(matches('дизель', reading.terms)).toBe(false);
  });
});
