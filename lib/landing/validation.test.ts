import {
  colorSchema,
  orderSchema,
  parseLandingId,
  projectFieldsSchema,
  reviewFieldsSchema,
} from './validation';

const project = {
  title_en: '  Brewline ',
  title_ru: 'Брюлайн',
  description_en: 'Coffee shop',
  description_ru: 'Кофейня',
  url: '',
};

const review = {
  name_en: 'Maria Kovalenko',
  name_ru: 'Мария Коваленко',
  occupation_en: 'Head of E-commerce',
  occupation_ru: 'Руководитель e-commerce',
  text_en: 'Great work.',
  text_ru: 'Отличная работа.',
  color: '#6A47FF',
};

const codes = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('the landing card schemas', () => {
  it('trims the texts and turns an empty address into none', () => {
    expect(projectFieldsSchema.parse(project)).toEqual({
      ...project,
      title_en: 'Brewline',
      url: null,
    });
    expect(projectFieldsSchema.parse({ ...project, url: ' https://brewline.ru/ ' }).url).toBe(
      'https://brewline.ru/',
    );
  });

  it('needs both languages, within their limits', () => {
    const result = projectFieldsSchema.safeParse({
      ...project,
      title_ru: '   ',
      description_en: 'x'.repeat(201),
      description_ru: undefined,
    });
    expect(codes(result)).toEqual({
      title_ru: 'titleEmpty',
      description_en: 'descriptionTooLong',
      description_ru: 'descriptionEmpty',
    });
    expect(projectFieldsSchema.safeParse({ ...project, title_en: 'x'.repeat(60) }).success).toBe(
      true,
    );
    expect(codes(projectFieldsSchema.safeParse({ ...project, title_en: 'x'.repeat(61) }))).toEqual({
      title_en: 'titleTooLong',
    });
  });

  it('takes only http and https addresses', () => {
    for (const url of [
      'javascript:alert(1)',
      'ftp://a.ru',
      'brewline.ru',
      'https://',
      'mailto:a@b.ru',
    ]) {
      expect([url, codes(projectFieldsSchema.safeParse({ ...project, url }))]).toEqual([
        url,
        { url: 'urlInvalid' },
      ]);
    }
    expect(
      codes(projectFieldsSchema.safeParse({ ...project, url: `https://a.ru/${'x'.repeat(2048)}` })),
    ).toEqual({
      url: 'urlTooLong',
    });
    // A placeholder is a valid address: stored, shown to staff, never linked.
    expect(projectFieldsSchema.parse({ ...project, url: 'https://brewline.example' }).url).toBe(
      'https://brewline.example',
    );
  });

  it('checks reviews, and keeps colours as lower-case #rrggbb', () => {
    expect(reviewFieldsSchema.parse(review).color).toBe('#6a47ff');
    expect(
      codes(reviewFieldsSchema.safeParse({ ...review, name_en: '', text_ru: 'x'.repeat(501) })),
    ).toEqual({
      name_en: 'nameEmpty',
      text_ru: 'textTooLong',
    });
    for (const color of ['6a47ff', '#6a47f', '#6a47ffa', 'red', '#ggg000', '']) {
      expect([color, colorSchema.safeParse(color).success]).toEqual([color, false]);
    }
  });

  it('reads orders and ids strictly', () => {
    expect(orderSchema.safeParse({ ids: [3, 1, 2] }).success).toBe(true);
    for (const ids of [[1.5], [0], [-1], ['1'], null]) {
      expect(orderSchema.safeParse({ ids }).success).toBe(false);
    }
    expect(parseLandingId('12')).toBe(12);
    for (const id of ['0', '012', '1e3', '-1', ' 1', 'abc', '9'.repeat(16)]) {
      expect([id, parseLandingId(id)]).toEqual([id, undefined]);
    }
  });
});
