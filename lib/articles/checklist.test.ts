/** @jest-environment node */
import { crmMessages } from '@/lib/i18n/crm';
import {
  CHECKLIST_CODES,
  checkArticle,
  checklistText,
  linkFindings,
  LINKS_PER_KIND,
  TITLE_MAX_LENGTH,
  type ChecklistInput,
} from './checklist';

const ORIGIN = 'https://lumen.example';

const clean: ChecklistInput = {
  title: 'How we rebuilt the site',
  html:
    '<h2>Why</h2><p>Text with <a href="/newsroom/other">a link</a>.</p><h3>Detail</h3>' +
    '<img src="/api/images/a.webp" alt="The new home page"><h2>Next</h2><h3>More</h3><h4>Deep</h4>' +
    '<img src="/api/images/b.webp" alt="" data-decorative="">',
  description: 'What changed and why the new site is faster for readers.',
  origin: ORIGIN,
};

const codes = (input: ChecklistInput) => checkArticle(input).findings.map((f) => f.code);

describe('checkArticle', () => {
  it('finds nothing in a clean article, in either language', () => {
    expect(codes(clean)).toEqual([]);
    expect(
      codes({
        ...clean,
        title: 'Как мы пересобрали сайт',
        html: '<h2>Зачем</h2><h3>Подробно</h3><img src="/a.webp" alt="Главная страница">',
        description: 'Что изменилось и почему сайт стал быстрее.',
      }),
    ).toEqual([]);
  });

  it('finds a missing or blank description, and an absent one when the form has no field', () => {
    expect(codes({ ...clean, description: '  ' })).toEqual(['noDescription']);
    expect(codes({ ...clean, description: undefined })).toEqual(['noDescription']);
  });

  it('finds each picture without a description, and which one it is', () => {
    const { findings } = checkArticle({
      ...clean,
      html: '<img src="/1.webp" alt="One"><img src="/2.webp"><p>x</p><img src="/3.webp" alt="  ">',
    });
    expect(findings).toEqual([
      { code: 'imageWithoutAlt', field: 'content', image: 1, src: '/2.webp' },
      { code: 'imageWithoutAlt', field: 'content', image: 2, src: '/3.webp' },
    ]);
  });

  it('finds headings that skip a level, the title being the page’s h1', () => {
    expect(checkArticle({ ...clean, html: '<h3>First</h3>' }).findings).toEqual([
      { code: 'headingSkipsLevel', field: 'content', heading: 0, from: 1, to: 3, text: 'First' },
    ]);
    expect(
      checkArticle({ ...clean, html: '<h2>A</h2><h4>Deep <em>one</em></h4><h2>B</h2>' }).findings,
    ).toEqual([
      { code: 'headingSkipsLevel', field: 'content', heading: 1, from: 2, to: 4, text: 'Deep one' },
    ]);
  });

  it('finds a title over 70 characters, counting letters, not bytes', () => {
    expect(codes({ ...clean, title: 'я'.repeat(TITLE_MAX_LENGTH) })).toEqual([]);
    expect(checkArticle({ ...clean, title: 'я'.repeat(71) }).findings).toEqual([
      { code: 'titleTooLong', field: 'title', length: 71 },
    ]);
  });

  it('lists this site’s and other sites’ links once each, bounded, and nothing else', () => {
    const html =
      '<a href="/newsroom/a#part">1</a><a href="/newsroom/a">2</a>' +
      `<a href="${ORIGIN}/ru/newsroom?tag=x">3</a><a href="#top">4</a><a href="mailto:a@b.c">5</a>` +
      '<a href="https://other.example/x#y">6</a><a href="https://other.example/x">7</a>' +
      '<a href="javascript:alert(1)">8</a><a href="ftp://files.example/">9</a>';
    const checklist = checkArticle({ ...clean, html });
    expect(checklist.internalLinks).toEqual(['/newsroom/a', '/ru/newsroom?tag=x']);
    expect(checklist.externalLinks).toEqual(['https://other.example/x']);

    const many = Array.from(
      { length: 30 },
      (_, i) => `<a href="/n/${i}">i</a><a href="https://e${i}.example/">e</a>`,
    ).join('');
    const bounded = checkArticle({ ...clean, html: many });
    expect(bounded.internalLinks).toHaveLength(LINKS_PER_KIND);
    expect(bounded.externalLinks).toHaveLength(LINKS_PER_KIND);
  });

  it('turns the server’s answers about links into findings', () => {
    expect(
      linkFindings([
        { url: '/newsroom/a', state: 'ok' },
        { url: '/newsroom/no-such-article', state: 'notFound' },
        { url: 'https://down.example/', state: 'noAnswer' },
      ]),
    ).toEqual([
      { code: 'linkNotFound', field: 'content', url: '/newsroom/no-such-article' },
      { code: 'linkNoAnswer', field: 'content', url: 'https://down.example/' },
    ]);
  });
});

describe('checklistText', () => {
  it('has a Russian text for every finding', () => {
    for (const code of CHECKLIST_CODES) {
      expect(crmMessages.checklist[code]).toMatch(/[а-я]/);
      expect(crmMessages.checklist.short[code]).toMatch(/[а-я]/);
    }
  });

  it('names what is wrong and where', () => {
    const { findings } = checkArticle({
      title: 'Заголовок, который слишком длинный для поиска и для карточек в социальных сетях',
      html: '<h3>Подробно</h3><img src="/1.webp"><img src="/2.webp">',
      description: '',
      origin: ORIGIN,
    });
    expect(findings.map((finding) => checklistText(finding))).toEqual([
      'Нет описания для поисковых систем и соцсетей.',
      'У картинки № 1 в тексте нет описания.',
      'У картинки № 2 в тексте нет описания.',
      'Заголовок «Подробно» — уровня 3, а перед ним нет заголовка уровня 2 (уровень 1 — название статьи).',
      'Заголовок длиннее 70 символов (79): в поиске и соцсетях его обрежут.',
    ]);
    expect(checklistText({ code: 'linkNotFound', field: 'content', url: '/x' })).toBe(
      'Ссылка ведёт на несуществующую страницу: /x',
    );
  });
});
