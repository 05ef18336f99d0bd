import { formatListTime, languageName, replyHref } from './inbox';

describe('the inbox screen helpers', () => {
  it('answers a visitor by mail with a subject in their language', () => {
    expect(replyHref({ email: 'anna@example.ru', locale: 'ru' })).toBe(
      `mailto:anna@example.ru?subject=${encodeURIComponent('Re: сообщение с сайта Lumen')}`,
    );
    expect(replyHref({ email: 'jane@example.com', locale: 'en' })).toBe(
      'mailto:jane@example.com?subject=Re%3A%20your%20message%20on%20the%20Lumen%20website',
    );
  });

  it('never lets an address add headers to the reply', () => {
    const href = replyHref({ email: 'a?cc=boss&body=x#y@example.com', locale: 'en' });
    expect(href.startsWith('mailto:a%3Fcc%3Dboss%26body%3Dx%23y@example.com?subject=')).toBe(true);
    expect(new URL(href).searchParams.get('cc')).toBeNull();
  });

  it('lists times as a mail client does', () => {
    const now = new Date(2026, 10, 25, 18, 0);
    expect(formatListTime(new Date(2026, 10, 25, 9, 5).toISOString(), now)).toBe('09:05');
    expect(formatListTime(new Date(2026, 0, 5, 9, 5).toISOString(), now)).toBe('5 янв.');
    expect(formatListTime(new Date(2024, 0, 5, 9, 5).toISOString(), now)).toBe('5 янв. 2024 г.');
    expect(formatListTime('not a time', now)).toBe('not a time');
  });

  it('names the language of the page a message came from', () => {
    expect(languageName('en')).toBe('английский');
    expect(languageName('ru')).toBe('русский');
    expect(languageName('de')).toBe('de');
  });
});
