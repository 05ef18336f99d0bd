/** @jest-environment node */
import { FONT_FAMILIES, FONT_SIZES, PALETTE } from '@/lib/editor/palette';
import { excerpt, isAllowedImageSource, renderArticleHtml, sanitizeArticleHtml } from './sanitize';
import { JSDOM } from 'jsdom';

describe('sanitizeArticleHtml', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    const html = sanitizeArticleHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)">',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(html).toContain('<p>Hi</p>');
    expect(html).toContain('<a>x</a>');
  });

  it('keeps YouTube and Vimeo players and drops other iframes', () => {
    const html = sanitizeArticleHtml(
      '<div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/abc" allowfullscreen="true"></iframe></div>' +
        '<iframe src="https://player.vimeo.com/video/1"></iframe>' +
        '<iframe src="https://evil.example/embed"></iframe><iframe src="//youtube.com/embed/x"></iframe>',
    );
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/abc"');
    expect(html).toContain('src="https://player.vimeo.com/video/1"');
    expect(html).not.toContain('evil.example');
    expect(html.match(/<iframe/g)).toHaveLength(2);
    // Fullscreen through `allow` alone: with allowfullscreen too, Chromium warns on every view.
    expect(html).not.toContain('allowfullscreen');
    expect(html).toContain('allow="autoplay; encrypted-media; fullscreen; picture-in-picture"');
  });

  it('marks links to other sites noopener noreferrer, leaves internal links alone', () => {
    const html = sanitizeArticleHtml(
      '<a href="https://web.dev/" rel="opener">web.dev</a><a href="/policy" target="_blank">policy</a><a href="mailto:a@b.co">mail</a>',
    );
    expect(html).toContain(
      '<a href="https://web.dev/" target="_blank" rel="noopener noreferrer">web.dev</a>',
    );
    expect(html).toContain('<a href="/policy">policy</a>');
    expect(html).toContain('<a href="mailto:a@b.co">mail</a>');
  });

  it('keeps the editor’s formatting and only safe styles', () => {
    const html = sanitizeArticleHtml(
      '<h1>Top</h1><p style="text-align: center; position: fixed">c</p><span style="color: #ff0000; background: url(x)">r</span><ul><li>a</li></ol>',
    );
    expect(html).toContain('<h2>Top</h2>');
    expect(html).toContain('<p style="text-align:center">c</p>');
    expect(html).toContain('<span style="color:#ff0000">r</span>');
    expect(html).toContain('<ul><li>a</li></ul>');
  });

  it('reads a style as CSS does, and keeps none of one it cannot read', () => {
    const styled = (style: string) => sanitizeArticleHtml(`<p style="${style}">x</p>`);
    expect(styled('color: #fff !important; position: fixed; text-align: right;')).toBe(
      '<p style="color:#fff !important;text-align:right">x</p>',
    );
    expect(styled("font-family: 'a;color:red', serif")).toBe('<p>x</p>');
    expect(styled('COLOR: #000')).toBe('<p>x</p>');
    // A declaration without a value, or an unclosed string or bracket: the whole attribute goes.
    expect(styled('color: #000; garbage')).toBe('<p>x</p>');
    expect(styled('color: rgb(1, 2, 3')).toBe('<p>x</p>');
    expect(styled("font-family: 'Inter")).toBe('<p>x</p>');
  });

  it('keeps every colour, font and size the editor offers', () => {
    const styles = [
      ...PALETTE.map((c) => `color:${c.value}`),
      ...Object.values(FONT_FAMILIES).map((f) => `font-family:${f}`),
      ...Object.values(FONT_SIZES).map((size) => `font-size:${size}`),
      ...['left', 'center', 'right', 'justify'].map((a) => `text-align:${a}`),
    ];
    for (const style of styles) {
      expect(sanitizeArticleHtml(`<p style="${style}">x</p>`)).toBe(`<p style="${style}">x</p>`);
    }
  });

  it('keeps a picture’s size and decorative mark, and always gives it an alt', () => {
    expect(
      sanitizeArticleHtml(
        '<img src="/api/images/a.webp" width="1200" height="675" alt="" data-decorative="">',
      ),
    ).toBe(
      '<img src="/api/images/a.webp" width="1200" height="675" alt="" data-decorative loading="lazy" decoding="async" />',
    );
    // No alt at all (never described): an empty one, so the page is still valid.
    expect(sanitizeArticleHtml('<img src="/api/images/a.webp" width="12px" height="-1">')).toBe(
      '<img src="/api/images/a.webp" alt="" loading="lazy" decoding="async" />',
    );
  });

  it('names every player in the page’s language when rendering for a page', () => {
    const player =
      '<div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/abc" title="YouTube"></iframe></div>';
    expect(sanitizeArticleHtml(player, { videoTitle: 'Видео' })).toContain('title="Видео"');
    expect(sanitizeArticleHtml(player)).toContain('title="YouTube"');
  });

  it('lazy-loads images', () => {
    expect(sanitizeArticleHtml('<img src="/api/images/a.webp" alt="A">')).toBe(
      '<img src="/api/images/a.webp" alt="A" loading="lazy" decoding="async" />',
    );
  });
});

describe('excerpt', () => {
  it('turns HTML into a short plain description', () => {
    expect(excerpt('<h2>Title</h2><p>One &amp; two&nbsp;three.</p>')).toBe(
      'Title. One & two three.',
    );
    const long = excerpt(`<p>${'word '.repeat(100)}</p>`, 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('where article images and players may come from', () => {
  it('keeps images of this site and drops those of any other host', () => {
    const html = sanitizeArticleHtml(
      '<img src="/api/images/a.webp" alt="ours">' +
        '<img src="https://tracker.example/pixel.gif" alt="theirs">' +
        '<img src="//tracker.example/p.gif" alt="protocol-relative">' +
        '<img src="data:image/png;base64,AAAA" alt="data">' +
        '<img src="/\\tracker.example/p.gif" alt="backslash">',
    );
    expect(html).toBe(
      '<img src="/api/images/a.webp" alt="ours" loading="lazy" decoding="async" />',
    );
  });

  it('never points a reader at the back-office or the provider’s endpoints', () => {
    // Each would be requested with a reading staff member's session.
    const addresses = [
      '/api/crm/inbox/1',
      '/crm/staff',
      '/crm',
      '/api/article/3',
      '/newsroom/../api/crm/inbox/1',
      '/api/images/../crm/inbox/1',
      '/api/images/%2e%2e/crm/inbox/1',
      '/%61pi/crm/inbox/1',
      '/API/crm/inbox/1',
      '/ru/crm/articles',
      './api/crm/inbox/1',
      'http://localhost:3000/api/crm/inbox/1',
    ];
    for (const address of addresses) {
      const html = sanitizeArticleHtml(
        `<p><img src="${address}" alt="i"><a href="${address}">a</a></p>`,
      );
      expect(html).toBe('<p><a>a</a></p>');
    }
    // Pictures uploaded to this site, and ordinary pages, stay.
    expect(sanitizeArticleHtml('<a href="/newsroom/api-design">read</a>')).toBe(
      '<a href="/newsroom/api-design">read</a>',
    );
    expect(sanitizeArticleHtml('<img src="/api/images/a.webp" alt="ours">')).toContain(
      'src="/api/images/a.webp"',
    );
    expect(sanitizeArticleHtml('<a href="/api_mail/x">x</a><a href="/crmx">y</a>')).toBe(
      '<a href="/api_mail/x">x</a><a href="/crmx">y</a>',
    );
  });

  it('accepts images of the external provider', () => {
    expect(
      isAllowedImageSource('https://api.example.com/images/a.webp', 'https://api.example.com/api'),
    ).toBe(true);
    expect(
      isAllowedImageSource('https://other.example/a.webp', 'https://api.example.com/api'),
    ).toBe(false);
  });

  it('has the provider’s pictures, its root-relative ones too, shown through the optimiser on a page, not when stored', () => {
    const provider = 'http://10.1.2.3:8080/api';
    const source = 'http://10.1.2.3:8080/api/images/a.png';
    const html = `<p><img src="${source}" alt="A"></p><p><img src="/api/images/b.webp" alt="B"></p>`;
    const shown = new JSDOM(sanitizeArticleHtml(html, { provider })).window.document;
    const [theirs, ours] = [...shown.querySelectorAll('img')];
    const through = (width: number) =>
      `/_next/image?url=${encodeURIComponent(source)}&w=${width}&q=75`;
    expect(theirs!.getAttribute('src')).toBe(through(768));
    expect(theirs!.getAttribute('srcset')).toBe(
      `${through(375)} 375w, ${through(768)} 768w, ${through(1440)} 1440w`,
    );
    expect(theirs!.getAttribute('sizes')).toMatch(/704px$/);
    expect(theirs!.getAttribute('alt')).toBe('A');
    // A root-relative address in the provider's HTML is the provider's picture, not this site's.
    expect(ours!.getAttribute('src')).toBe(
      `/_next/image?url=${encodeURIComponent('http://10.1.2.3:8080/api/images/b.webp')}&w=768&q=75`,
    );
    expect(ours!.getAttribute('srcset')).toContain('1440w');
    // Without a provider, the embedded one's pictures keep their own addresses.
    const embedded = new JSDOM(sanitizeArticleHtml(html)).window.document;
    expect(embedded.querySelector('img')!.getAttribute('src')).toBe('/api/images/b.webp');
    // Stored, a picture keeps its own address (with no provider configured, it is not kept).
    expect(sanitizeArticleHtml(html)).not.toContain('_next/image');
  });

  it('gives every player the same short permission list', () => {
    const html = sanitizeArticleHtml(
      '<iframe src="https://player.vimeo.com/video/1" allow="camera; microphone; geolocation; autoplay"></iframe>',
    );
    expect(html).toContain('allow="autoplay; encrypted-media; fullscreen; picture-in-picture"');
    expect(html).not.toMatch(/camera|microphone|geolocation/);
  });

  it('drops empty paragraphs, so that Enter pressed twice leaves no gap on the page', () => {
    expect(
      sanitizeArticleHtml(
        '<p>One</p><p></p><p><br></p><p> </p><p>&nbsp;</p><p><span style="color: #fff"></span></p><p>Two</p>',
      ),
    ).toBe('<p>One</p><p>Two</p>');
    // A paragraph holding only a picture or a video is not empty.
    const picture = '<p><img src="/api/images/' + 'a'.repeat(64) + '.webp" alt="" /></p>';
    expect(sanitizeArticleHtml(picture)).toContain('<img');
  });

  it('keeps a paragraph whose picture sits inside a link or a span', () => {
    for (const html of [
      '<p><a href="/newsroom"><img src="/api/images/a.webp" alt="A"></a></p>',
      '<p><span style="color: #fff"><img src="/api/images/a.webp" alt="A"></span></p>',
    ]) {
      expect(sanitizeArticleHtml(html)).toContain(
        '<img src="/api/images/a.webp" alt="A" loading="lazy" decoding="async" />',
      );
    }
    // A picture that is dropped leaves the paragraph empty, and it goes too.
    expect(
      sanitizeArticleHtml('<p><a href="/x"><img src="https://evil.example/a.png"></a></p>'),
    ).toBe('');
  });
});

describe('renderArticleHtml: heading anchors and the table of contents', () => {
  const ids = (html: string) => renderArticleHtml(html).headings.map((heading) => heading.id);

  it('anchors every heading with a readable id from its text, and lists the headings in order', () => {
    const { html, headings } = renderArticleHtml(
      '<h2>Why we rebuilt it</h2><p>Text</p><h3>The numbers: LCP &amp; INP</h3><h4>Small print</h4><h1>Old title</h1>',
    );
    expect(headings).toEqual([
      { id: 'why-we-rebuilt-it', text: 'Why we rebuilt it', level: 2 },
      { id: 'the-numbers-lcp-and-inp', text: 'The numbers: LCP & INP', level: 3 },
      { id: 'small-print', text: 'Small print', level: 4 },
      { id: 'old-title', text: 'Old title', level: 2 },
    ]);
    expect(html).toContain('<h2 id="why-we-rebuilt-it">Why we rebuilt it</h2>');
    expect(html).toContain('<h3 id="the-numbers-lcp-and-inp">The numbers: LCP &amp; INP</h3>');
    expect(html).toContain('<h2 id="old-title">Old title</h2>');
  });

  it('transliterates Cyrillic headings, as slugs are', () => {
    expect(ids('<h2>Как мы пересобрали сайт</h2><h3>Итоги</h3>')).toEqual([
      'kak-my-peresobrali-sajt',
      'itogi',
    ]);
  });

  it('numbers repeated headings, and never takes an id the page has', () => {
    expect(
      ids(
        '<h2>Results</h2><h2>Results</h2><h3>Results</h3><h2>Main</h2><h2>Other articles</h2><h2>gtag</h2><h2 id="dataLayer">Data</h2>',
      ),
    ).toEqual([
      'results',
      'results-2',
      'results-3',
      'main-2',
      'other-articles-2',
      'gtag-2',
      'dataLayer-2',
    ]);
  });

  it('gives the same anchors on every render, and keeps each when other headings change', () => {
    const before = '<h2>Intro</h2><h2>Setup</h2><h2>Results</h2><h2>Results</h2>';
    expect(ids(before)).toEqual(ids(before));
    expect(
      ids(
        '<h2>Introduction, rewritten</h2><h2>Setup</h2><h2>A new one</h2><h2>Results</h2><h2>Results</h2>',
      ),
    ).toEqual(['introduction-rewritten', 'setup', 'a-new-one', 'results', 'results-2']);
  });

  it('keeps a heading’s own id when it is a plain one, and replaces any other', () => {
    expect(
      ids(
        '<h2 id="setup-notes">Setup</h2><h2 id="установка">Установка</h2><h2 id="a b">Spaces</h2><h2 id="x&quot;><script>">Quote</h2><h2 id="cookie">Biscuits</h2>',
      ),
    ).toEqual(['setup-notes', 'установка', 'spaces', 'quote', 'biscuits']);
    // Other elements never carry an id into the page.
    expect(renderArticleHtml('<p id="main">x</p>').html).toBe('<p>x</p>');
  });

  it('gives a heading with nothing to slug a plain anchor, and leaves empty ones out of the list', () => {
    const { headings, html } = renderArticleHtml('<h2>🚀</h2><h2>!!!</h2><h2></h2><h3> </h3>');
    expect(headings.map((heading) => heading.id)).toEqual(['section', 'section-2']);
    expect(html).toContain('<h2 id="section-3"></h2>');
  });
});
