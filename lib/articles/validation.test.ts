/** @jest-environment node */
import { crmT } from '@/lib/i18n/crm';
import { ARTICLE_LIMITS, articleErrors, articleFieldsSchema, parseArticleId } from './validation';

/** The codes as staff read them (messages/crm.ru.json). */
const russian = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, code]) => [field, crmT(`validation.${code}` as never)]),
  );

const valid = {
  title: 'Новый сайт',
  author_name: 'Анна Смирнова',
  hashtags: '#web #design',
  content: '<p>Текст статьи.</p>',
  banner_meta_title: '',
  banner_meta_alt: '',
};

describe('the article schema (form and endpoints)', () => {
  it('accepts a complete article and trims its fields', () => {
    expect(articleErrors(valid)).toEqual({});
    const parsed = articleFieldsSchema.parse({ ...valid, title: '  Новый сайт  ' });
    expect(parsed.title).toBe('Новый сайт');
    // Meta fields may be left out altogether.
    const { banner_meta_title: _t, banner_meta_alt: _a, ...required } = valid;
    expect(articleFieldsSchema.parse(required)).toMatchObject({ banner_meta_title: '' });
  });

  it('says in Russian what is missing (SPEC 5)', () => {
    expect(
      russian(
        articleErrors({ title: ' ', author_name: '', hashtags: '\t', content: '<p>&nbsp;</p>' }),
      ),
    ).toEqual({
      title: 'Заголовок не может быть пустым',
      author_name: 'Имя автора не может быть пустым',
      hashtags: 'Поле хэштегов не может быть пустым',
      content: 'Текст статьи пуст',
    });
    expect(russian(articleErrors({}))).toMatchObject({ title: 'Заголовок не может быть пустым' });
  });

  it('says in Russian what is too long, at exactly one character over', () => {
    const over = (field: keyof typeof ARTICLE_LIMITS) => 'x'.repeat(ARTICLE_LIMITS[field] + 1);
    const at = (field: keyof typeof ARTICLE_LIMITS) => 'x'.repeat(ARTICLE_LIMITS[field]);
    expect(
      russian(
        articleErrors({
          ...valid,
          title: over('title'),
          author_name: over('author_name'),
          hashtags: over('hashtags'),
          banner_meta_title: over('banner_meta_title'),
          banner_meta_alt: over('banner_meta_alt'),
        }),
      ),
    ).toEqual({
      title: 'Заголовок длиннее 255 символов',
      author_name: 'Имя автора длиннее 255 символов',
      hashtags: 'Хэштеги длиннее 512 символов',
      banner_meta_title: 'Поле meta_title не должно быть длиннее 255 символов',
      banner_meta_alt: 'Поле meta_alt не должно быть длиннее 255 символов',
    });
    expect(
      articleErrors({
        ...valid,
        title: at('title'),
        author_name: at('author_name'),
        hashtags: at('hashtags'),
        banner_meta_title: at('banner_meta_title'),
        banner_meta_alt: at('banner_meta_alt'),
      }),
    ).toEqual({});
  });

  it('counts a body with only a picture or a video as written', () => {
    expect(articleErrors({ ...valid, content: '<img src="/api/images/a.webp" alt="">' })).toEqual(
      {},
    );
    expect(
      articleErrors({
        ...valid,
        content:
          '<div data-youtube-video><iframe src="https://www.youtube-nocookie.com/embed/x"></iframe></div>',
      }),
    ).toEqual({});
  });
});

describe('article ids (SPEC 5)', () => {
  it('are non-negative whole numbers, as numbers or digit strings', () => {
    expect(parseArticleId(0)).toBe(0);
    expect(parseArticleId(42)).toBe(42);
    expect(parseArticleId('42')).toBe(42);
    for (const bad of [
      -1,
      1.5,
      Number.NaN,
      Infinity,
      '',
      'abc',
      '4e2',
      '-3',
      '3\n',
      ' 3',
      '3 ',
      '03',
      '+3',
      '3.0',
      '0x3',
      null,
      undefined,
      {},
    ]) {
      expect(parseArticleId(bad)).toBeUndefined();
    }
  });
});

describe('text fields from outside', () => {
  it('lose control characters and lone surrogates, keep everything else', () => {
    const parsed = articleFieldsSchema.parse({
      ...valid,
      title: 'Новый\u0000 сайт\ud800 \u{1F680}',
      author_name: 'Анна\u001b',
    });
    expect(parsed.title).toBe('Новый сайт\ufffd \u{1F680}');
    expect(parsed.author_name).toBe('Анна');
  });

  it('still refuses a title of control characters only', () => {
    expect(articleFieldsSchema.safeParse({ ...valid, title: '\u0000\u0001' }).success).toBe(false);
  });
});

describe('the description and social title', () => {
  it('may be left out, and are limited in characters in either language', () => {
    expect(articleErrors(valid)).toEqual({});
    const parsed = articleFieldsSchema.parse(valid);
    expect(parsed.description).toBeUndefined();
    expect(parsed.social_title).toBeUndefined();
    for (const letter of ['a', 'я']) {
      expect(
        articleErrors({
          ...valid,
          description: letter.repeat(ARTICLE_LIMITS.description),
          social_title: letter.repeat(ARTICLE_LIMITS.social_title),
        }),
      ).toEqual({});
      expect(
        russian(
          articleErrors({
            ...valid,
            description: letter.repeat(ARTICLE_LIMITS.description + 1),
            social_title: letter.repeat(ARTICLE_LIMITS.social_title + 1),
          }),
        ),
      ).toEqual({
        description: 'Описание длиннее 300 символов',
        social_title: 'Заголовок для соцсетей длиннее 120 символов',
      });
    }
  });

  it('are one line each: line breaks and runs of spaces become one space', () => {
    expect(
      articleFieldsSchema.parse({
        ...valid,
        description: ' Две\r\nстроки\t ',
        social_title: 'A\n B',
      }),
    ).toMatchObject({ description: 'Две строки', social_title: 'A B' });
  });
});
