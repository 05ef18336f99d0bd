import samples from '@/lib/articles/seed/sample-articles.json';
import { longArticle } from '@/scripts/load/long-article.mjs';
import { articleText } from './sanitize';
import { htmlText, textExcerpt } from './text';

/**
 * The CRM's previews read an article's text in the browser (htmlText), the server reads it from
 * the same HTML with its own parser (articleText): they must read the same words.
 */
describe('an article body’s plain text', () => {
  const bodies = [
    ...samples.flatMap((sample) => [sample.content, sample.translation?.content ?? '']),
    longArticle(16 * 1024),
    '<h2>Итоги</h2><p>Раз,&nbsp;два<br>три</p><ul><li><p>один</p></li><li><p>два</p></li></ul>',
    '<p>Текст<script>alert(1)</script> и <textarea>поле</textarea>конец</p><div data-youtube-video=""><iframe src="https://www.youtube.com/embed/x"></iframe></div>',
    '<blockquote><p>Цитата</p></blockquote><figure><img src="/api/images/a.webp" alt="x"><figcaption>Подпись</figcaption></figure><p>После</p>',
  ].filter(Boolean);

  it.each(bodies.map((body, i) => [i, body]))(
    'reads the same words in both (body %i)',
    (_i, body) => {
      expect(htmlText(body, document)).toBe(articleText(body));
    },
  );

  it('puts a space between blocks and none inside words, and closes a heading', () => {
    expect(articleText('<h2>Title</h2><p>One <strong>tw</strong>o</p><p>three<br>four</p>')).toBe(
      'Title. One two three four',
    );
    // A heading with punctuation of its own keeps it; one inside a list item is closed too.
    expect(articleText('<h3>Why?</h3><p>Because.</p><h4>Итоги:</h4><p>всё</p>')).toBe(
      'Why? Because. Итоги: всё',
    );
    expect(htmlText('<h2>Title</h2><p>One</p><h3> Spaced </h3><p>Two</p>', document)).toBe(
      'Title. One Spaced. Two',
    );
  });

  it('reads a body nested thousands deep on the server without running out of stack', () => {
    // (A browser's parser stops nesting at a few hundred levels; jsdom's would overflow here.)
    const deep = `${'<span>'.repeat(20_000)}deep${'</span>'.repeat(20_000)}`;
    expect(articleText(deep)).toBe('deep');
  });

  it('cuts an excerpt at a word', () => {
    expect(textExcerpt('one two three four', 10)).toBe('one two…');
  });
});
