import { campaignTags, classifyPath, deviceClass, isBot, referrerHost } from './classify';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const TABLET =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

describe('what a path counts as', () => {
  it.each([
    ['/', { locale: 'en', page: 'home' }],
    ['/ru', { locale: 'ru', page: 'home' }],
    ['/policy', { locale: 'en', page: 'policy' }],
    ['/ru/policy/', { locale: 'ru', page: 'policy' }],
    ['/newsroom', { locale: 'en', page: 'newsroom' }],
    ['/newsroom/page/3', { locale: 'en', page: 'newsroom' }],
    ['/ru/newsroom/search', { locale: 'ru', page: 'search' }],
    ['/newsroom/tag/ai', { locale: 'en', page: 'tag' }],
    ['/ru/newsroom/tag/ai/page/2', { locale: 'ru', page: 'tag' }],
    ['/newsroom/launch-day', { locale: 'en', slug: 'launch-day' }],
    ['/ru/newsroom/%D0%B7%D0%B0%D0%BF%D1%83%D1%81%D0%BA', { locale: 'ru', slug: 'запуск' }],
    // Unknown addresses are one page, 'other', whatever they are.
    ['/wp-login.php', { locale: 'en', page: 'other' }],
    ['/ru/a/b/c', { locale: 'ru', page: 'other' }],
    ['/newsroom/page/1', { locale: 'en', page: 'other' }],
    ['/newsroom/page/x', { locale: 'en', page: 'other' }],
    ['/newsroom/%E0%A4%A', { locale: 'en', page: 'other' }],
  ])('%s', (path, expected) => {
    expect(classifyPath(path)).toEqual(expected);
  });

  it.each([
    '/crm',
    '/crm/articles',
    '/api/articles',
    '/api_mail/MailSender.php',
    '/_next/static/x.js',
    '/preview/token',
    '/ru/preview/token',
    '/newsroom/launch-day/translation',
    'newsroom',
    '//evil.example/',
    `/${'a'.repeat(2000)}`,
  ])('%s is not a public page: not counted', (path) => {
    expect(classifyPath(path)).toBeUndefined();
  });
});

describe('where a visitor came from', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['https://lumen.agency/newsroom', ''],
    ['https://www.lumen.agency/', ''],
    ['https://www.Google.com/search?q=lumen', 'google.com'],
    ['http://news.ycombinator.com/item?id=1', 'news.ycombinator.com'],
    ['https://пример.рф/', 'xn--e1afmkfd.xn--p1ai'],
    ['android-app://com.slack/', 'other'],
    ['not a url', 'other'],
    [`https://${'a'.repeat(60)}.${'b'.repeat(60)}.example/`, 'other'],
    ['https://[2001:db8::1]/', 'other'],
    ['https://203.0.113.7/', 'other'],
    // No site on the web has a host of one word: a made-up name is 'other'.
    ['https://google-ads-FAKE/', 'other'],
    ['http://localhost:3000/', 'other'],
    ['https://evil.example<script>/', 'other'],
  ])('%s → %j', (referrer, host) => {
    expect(referrerHost(referrer, 'lumen.agency')).toBe(host);
  });

  it('keeps the utm tags of a query, trimmed, and drops what no tag is', () => {
    expect(
      campaignTags('utm_source=newsletter&utm_medium=email&utm_campaign=%20spring%20'),
    ).toEqual({ source: 'newsletter', medium: 'email', campaign: 'spring' });
    expect(campaignTags('?q=search&utm_source=x')).toEqual({
      source: 'x',
      medium: '',
      campaign: '',
    });
    expect(campaignTags(undefined)).toEqual({ source: '', medium: '', campaign: '' });
    expect(campaignTags(`utm_source=${'a'.repeat(41)}&utm_medium=a%00b`)).toEqual({
      source: '',
      medium: '',
      campaign: '',
    });
  });

  it('keeps a tag only as a short token of letters, digits and -_. (words joined by -)', () => {
    const campaign = (value: string) =>
      campaignTags(`utm_campaign=${encodeURIComponent(value)}`).campaign;
    expect(campaign('Spring Sale 2026')).toBe('Spring-Sale-2026');
    expect(campaign('весна_2026.v2')).toBe('весна_2026.v2');
    expect(campaign('CEO said: wire $50k to IBAN DE00 today')).toBe('');
    expect(campaign('<img src=x onerror=alert(1)>')).toBe('');
    expect(campaign('a'.repeat(40))).toBe('a'.repeat(40));
    expect(campaign('a'.repeat(41))).toBe('');
  });
});

describe('what a visitor used', () => {
  it('tells phones, tablets and desktops apart', () => {
    expect(deviceClass(PHONE)).toBe('phone');
    expect(deviceClass(TABLET)).toBe('tablet');
    expect(deviceClass(DESKTOP)).toBe('desktop');
    expect(deviceClass('')).toBe('desktop');
    expect(deviceClass('curl/8.0')).toBe('desktop');
  });

  it('knows bots, headless browsers and requests without a user agent', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(
      true,
    );
    expect(isBot(DESKTOP.replace('Chrome/', 'HeadlessChrome/'))).toBe(true);
    expect(isBot('curl/8.0')).toBe(true);
    expect(isBot('')).toBe(true);
    expect(isBot(DESKTOP)).toBe(false);
    expect(isBot(PHONE)).toBe(false);
  });
});
