// A long article's body as the editor writes one, of about the size asked for: sections under
// headings, paragraphs with bold words and links, lists, quotes and pictures. What the
// sanitiser's speed is measured on (lib/articles/sanitize.test.ts, npm run bench) and what the
// isolation suite autosaves (e2e/isolation.spec.ts).

const WORDS =
  'design brand strategy performance product research interface release client marketing ' +
  'шрифт сайт бренд интерфейс исследование продукт выпуск клиент дизайн стратегия';

/** A sentence of `n` words, the same for the same `seed`. */
function sentence(seed, n) {
  const words = WORDS.split(' ');
  const out = [];
  for (let i = 0; i < n; i++) out.push(words[(seed * 7 + i * 13) % words.length]);
  const text = out.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

/** A section: a heading, paragraphs, a list or a quote, and now and then a picture. */
function section(i) {
  const paragraph = (j) =>
    `<p>${sentence(i + j, 14)} <strong>${sentence(i + j + 1, 3)}</strong> ${sentence(i + j + 2, 18)} ` +
    `<a href="https://example.com/guide/${i}-${j}">${sentence(i + j + 3, 4)}</a> ${sentence(i + j + 4, 22)} ` +
    `<em>${sentence(i + j + 5, 5)}</em> ${sentence(i + j + 6, 16)}</p>`;
  const parts = [`<h2>${sentence(i, 5)}</h2>`, paragraph(0), paragraph(1), paragraph(2)];
  if (i % 3 === 0) {
    parts.push(
      `<ul><li><p>${sentence(i, 9)}</p></li><li><p>${sentence(i + 1, 11)}</p></li><li><p>${sentence(i + 2, 7)}</p></li></ul>`,
    );
  } else if (i % 3 === 1) {
    parts.push(`<blockquote><p>${sentence(i, 24)}</p></blockquote>`);
  }
  if (i % 4 === 0) {
    parts.push(
      `<p><img src="/api/images/${String(i).padStart(64, '0')}.webp" alt="${sentence(i, 4)}"></p>`,
    );
  }
  parts.push(paragraph(3));
  return parts.join('');
}

/** An article body of at least `bytes` bytes of UTF-8 (and less than one section more). */
export function longArticle(bytes) {
  const sections = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const part = section(i);
    sections.push(part);
    size += Buffer.byteLength(part);
  }
  return sections.join('');
}
