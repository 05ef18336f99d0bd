/** @jest-environment node */
import { limitedSearchAnswer } from './limited-answer';

describe('a search past its client’s limit', () => {
  it('is a small 429 page that says when to come back, in the page’s language', async () => {
    const english = limitedSearchAnswer('en', 41.2);
    expect(english.status).toBe(429);
    expect(english.headers.get('Retry-After')).toBe('42');
    expect(english.headers.get('Cache-Control')).toBe('no-store');
    expect(english.headers.get('Content-Security-Policy')).toMatch(/default-src 'none'/);
    const html = await english.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Please wait 42 seconds and try again.');
    expect(html).toContain('href="/newsroom/search"');
    expect(html).not.toMatch(/<script/i);
    expect(new TextEncoder().encode(html).length).toBeLessThan(1_500);

    const russian = await limitedSearchAnswer('ru', 1).text();
    expect(russian).toContain('<html lang="ru">');
    expect(russian).toContain('Подождите 1 секунду');
    expect(russian).toContain('href="/ru/newsroom"');
  });
});
