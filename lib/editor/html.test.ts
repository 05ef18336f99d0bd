/** @jest-environment node */
import { editorHtml, editorInitialHtml, hasUndescribedImage, isEmptyArticleHtml } from './html';

describe('editorHtml', () => {
  it('replaces non-breaking spaces, as a character or an entity', () => {
    expect(editorHtml('<p>a&nbsp;b\u00a0c&#160;d</p>')).toBe('<p>a b c d</p>');
  });

  it('turns an empty document into an empty string', () => {
    expect(editorHtml('<p></p>')).toBe('');
    expect(editorHtml('<p></p><p><br></p>')).toBe('');
    expect(editorHtml('<p style="text-align: center"></p>')).toBe('');
    expect(editorHtml('')).toBe('');
  });

  it('keeps a paragraph with text but treats blank paragraphs as empty', () => {
    expect(editorHtml('<p>Текст</p>')).toBe('<p>Текст</p>');
    expect(editorHtml('<p>&nbsp;</p>')).toBe('');
    expect(editorHtml('<p></p><p>Текст</p>')).toBe('<p></p><p>Текст</p>');
  });

  it('drops the empty paragraphs the editor keeps at the end', () => {
    expect(editorHtml('<p>Текст</p><p></p>')).toBe('<p>Текст</p>');
    expect(editorHtml('<h2>А</h2><p><br></p><p></p>')).toBe('<h2>А</h2>');
    expect(editorHtml('<div data-youtube-video=""><iframe src="x"></iframe></div><p></p>')).toBe(
      '<div data-youtube-video=""><iframe src="x"></iframe></div>',
    );
  });

  it('drops images that still point at a local blob: preview', () => {
    expect(
      editorHtml(
        '<p>До</p><img src="blob:http://localhost:3000/0b7c-11" alt=""><img src="/api/images/a.webp" alt=""><p>После</p>',
      ),
    ).toBe('<p>До</p><img src="/api/images/a.webp" alt=""><p>После</p>');
    expect(editorHtml("<img alt='' src='blob:x'>")).toBe('');
    expect(editorHtml('<p></p><img class="x" src="blob:abc">')).toBe('');
  });

  it('writes rgb() colours of style attributes as #rrggbb, leaving text alone', () => {
    expect(
      editorHtml(
        '<p style="text-align: center;"><span style="color: rgb(185, 28, 28); font-size: 1.375em;">rgb(1, 2, 3)</span></p>',
      ),
    ).toBe(
      '<p style="text-align: center;"><span style="color: #b91c1c; font-size: 1.375em;">rgb(1, 2, 3)</span></p>',
    );
    expect(editorHtml('<span style="color: RGB(0,0,0)">a</span>')).toBe(
      '<span style="color: #000000">a</span>',
    );
  });

  it('writes quoted font names with single quotes, leaving text alone', () => {
    expect(
      editorHtml(
        '<p><span style="font-family: Georgia, &quot;Times New Roman&quot;, serif;">&quot;цитата&quot;</span></p>',
      ),
    ).toBe(
      '<p><span style="font-family: Georgia, \'Times New Roman\', serif;">&quot;цитата&quot;</span></p>',
    );
  });

  it('keeps ordinary markup untouched', () => {
    const html =
      '<h2 style="text-align: center">Заголовок</h2><p><strong>a</strong> <a href="https://example.com">b</a></p><div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe></div>';
    expect(editorHtml(html)).toBe(html);
  });
});

describe('editorInitialHtml', () => {
  it('loads <h1> as <h2>', () => {
    expect(editorInitialHtml('<h1 style="text-align: center">A</h1><H1>B</H1><h2>C</h2>')).toBe(
      '<h2 style="text-align: center">A</h2><h2>B</h2><h2>C</h2>',
    );
  });

  it('leaves other tags alone', () => {
    expect(editorInitialHtml('<p>h1</p><header>x</header>')).toBe('<p>h1</p><header>x</header>');
  });
});

describe('isEmptyArticleHtml', () => {
  it.each([
    [''],
    ['<p></p>'],
    ['<p> </p>'],
    ['<p>&nbsp;</p><p>\u00a0</p>'],
    ['<p><br></p><h2></h2>'],
    ['<p><strong> </strong></p>'],
    ['<!-- note --><p>\u200b</p>'],
  ])('%j is empty', (html) => {
    expect(isEmptyArticleHtml(html)).toBe(true);
  });

  it.each([
    ['<p>a</p>'],
    ['<p>&amp;</p>'],
    ['<img src="/api/images/a.webp" alt="">'],
    [
      '<p></p><div data-vimeo-video=""><iframe src="https://player.vimeo.com/video/1"></iframe></div>',
    ],
    ['<ul><li><p>1</p></li></ul>'],
  ])('%j is not empty', (html) => {
    expect(isEmptyArticleHtml(html)).toBe(false);
  });
});

describe('hasUndescribedImage', () => {
  it('finds a picture with neither a description nor the decorative mark', () => {
    expect(hasUndescribedImage('<p>Text</p>')).toBe(false);
    expect(hasUndescribedImage('<img src="/a.webp" alt="Витрина">')).toBe(false);
    expect(hasUndescribedImage('<img src="/a.webp" alt="" data-decorative="">')).toBe(false);
    expect(hasUndescribedImage('<img src="/a.webp" data-decorative alt="">')).toBe(false);
    expect(hasUndescribedImage('<img src="/a.webp">')).toBe(true);
    expect(hasUndescribedImage('<img src="/a.webp" alt="  ">')).toBe(true);
    expect(
      hasUndescribedImage('<img src="/a.webp" alt="Одна"><p>и</p><img src="/b.webp" alt="">'),
    ).toBe(true);
  });
});
