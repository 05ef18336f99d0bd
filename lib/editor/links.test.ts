/** @jest-environment node */
import { interpretLink } from './links';

const YT = 'https://www.youtube-nocookie.com/embed/';

describe('interpretLink: e-mail', () => {
  it('turns a plain e-mail into a mailto link', () => {
    expect(interpretLink('info@example.com')).toEqual({
      kind: 'mailto',
      href: 'mailto:info@example.com',
    });
  });

  it('accepts an e-mail that already has mailto:', () => {
    expect(interpretLink('mailto:info@example.com')).toEqual({
      kind: 'mailto',
      href: 'mailto:info@example.com',
    });
    expect(interpretLink('MAILTO:info@example.com')).toEqual({
      kind: 'mailto',
      href: 'mailto:info@example.com',
    });
  });

  it('keeps the mailbox of a mixed-case e-mail and lower-cases its domain', () => {
    expect(interpretLink('  Ivan.Petrov@Example.COM ')).toEqual({
      kind: 'mailto',
      href: 'mailto:Ivan.Petrov@example.com',
    });
  });

  it('accepts a Cyrillic domain', () => {
    expect(interpretLink('почта@пример.рф')).toEqual({
      kind: 'mailto',
      href: 'mailto:почта@пример.рф',
    });
  });

  it('refuses a broken mailto', () => {
    expect(interpretLink('mailto:')).toBeNull();
    expect(interpretLink('mailto:nobody')).toBeNull();
  });
});

describe('interpretLink: YouTube', () => {
  const video = { kind: 'youtube', id: 'dQw4w9WgXcQ', src: `${YT}dQw4w9WgXcQ` };

  it('embeds a watch URL, ignoring extra parameters and the start time', () => {
    expect(interpretLink('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual(video);
    expect(
      interpretLink('https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL123&index=2&t=42s'),
    ).toEqual(video);
    expect(interpretLink('https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=1m5s')).toEqual(
      video,
    );
  });

  it('embeds a youtu.be short link', () => {
    expect(interpretLink('https://youtu.be/dQw4w9WgXcQ')).toEqual(video);
    expect(interpretLink('youtu.be/dQw4w9WgXcQ?si=abc&t=10')).toEqual(video);
  });

  it('embeds an /embed/ and a /shorts/ URL', () => {
    expect(interpretLink('https://www.youtube.com/embed/dQw4w9WgXcQ?start=3')).toEqual(video);
    expect(interpretLink('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toEqual(video);
    expect(interpretLink('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toEqual(video);
  });

  it('embeds a mobile URL', () => {
    expect(interpretLink('https://m.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual(video);
  });

  it('links, not embeds, a YouTube page that is not a video', () => {
    expect(interpretLink('https://www.youtube.com/@channel')).toEqual({
      kind: 'url',
      href: 'https://www.youtube.com/@channel',
    });
    expect(interpretLink('https://www.youtube.com/watch?v=short')).toEqual({
      kind: 'url',
      href: 'https://www.youtube.com/watch?v=short',
    });
  });
});

describe('interpretLink: Vimeo', () => {
  const video = { kind: 'vimeo', id: '123456', src: 'https://player.vimeo.com/video/123456' };

  it('embeds vimeo.com/<id>', () => {
    expect(interpretLink('https://vimeo.com/123456')).toEqual(video);
    expect(interpretLink('vimeo.com/123456')).toEqual(video);
  });

  it('embeds a channel video', () => {
    expect(interpretLink('https://vimeo.com/channels/staffpicks/123456')).toEqual(video);
  });

  it('embeds a player URL', () => {
    expect(interpretLink('https://player.vimeo.com/video/123456?h=abc')).toEqual(video);
  });

  it('links a Vimeo page that is not a video', () => {
    expect(interpretLink('https://vimeo.com/channels/staffpicks')).toEqual({
      kind: 'url',
      href: 'https://vimeo.com/channels/staffpicks',
    });
  });
});

describe('interpretLink: web addresses', () => {
  it('keeps an http(s) URL as typed', () => {
    expect(interpretLink('https://example.com/page?a=1#top')).toEqual({
      kind: 'url',
      href: 'https://example.com/page?a=1#top',
    });
    expect(interpretLink('http://example.com')).toEqual({
      kind: 'url',
      href: 'http://example.com',
    });
  });

  it('adds https:// to a bare domain', () => {
    expect(interpretLink('example.com/page')).toEqual({
      kind: 'url',
      href: 'https://example.com/page',
    });
    expect(interpretLink('www.example.com')).toEqual({
      kind: 'url',
      href: 'https://www.example.com',
    });
    expect(interpretLink('пример.рф')).toEqual({ kind: 'url', href: 'https://пример.рф' });
    expect(interpretLink('example.com:8080/x')).toEqual({
      kind: 'url',
      href: 'https://example.com:8080/x',
    });
  });
});

describe('interpretLink: refused', () => {
  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['data:image/png;base64,iVBORw0KGgo='],
    ['vbscript:msgbox'],
    ['ftp://example.com/file'],
    [''],
    ['   '],
    ['hello world'],
    ['hello'],
    ['https://'],
    ['http:example.com'],
    ['https://user:pass@example.com'],
  ])('%j → null', (input) => {
    expect(interpretLink(input)).toBeNull();
  });
});
