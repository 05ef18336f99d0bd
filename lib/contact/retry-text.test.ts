import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { retryAfterSeconds, retryText } from './retry-text';

const texts = (catalogue: typeof en) => ({
  template: catalogue.contactForm.rateLimited,
  later: catalogue.contactForm.rateLimitedLater,
});

describe('the contact limit’s answer, as the visitor reads it', () => {
  const now = new Date(2026, 10, 25, 14, 25, 0);

  it('says in both languages that several messages were sent, and when the next one can go', () => {
    expect(retryText(texts(en), 'en', 420, now)).toBe(
      'You have sent several messages in a short time. You can send the next one in 7 minutes, at 2:32 PM.',
    );
    expect(retryText(texts(ru), 'ru', 420, now)).toBe(
      'Вы отправили несколько сообщений за короткое время. Следующее можно будет отправить через 7 минут, в 14:32.',
    );
  });

  it('counts seconds under a minute and whole minutes, rounded up, beyond', () => {
    expect(retryText(texts(ru), 'ru', 45, now)).toContain('через 45 секунд, в 14:25.');
    expect(retryText(texts(ru), 'ru', 61, now)).toContain('через 2 минуты, в 14:26.');
    expect(retryText(texts(en), 'en', 60, now)).toContain('in 1 minute, at 2:26 PM.');
  });

  it('still says why when the wait is unknown', () => {
    expect(retryText(texts(en), 'en', undefined, now)).toBe(en.contactForm.rateLimitedLater);
    expect(retryText(texts(ru), 'ru', undefined, now)).toBe(ru.contactForm.rateLimitedLater);
  });

  it('believes only a whole number of seconds', () => {
    expect(retryAfterSeconds('420')).toBe(420);
    expect(retryAfterSeconds(' 5 ')).toBe(5);
    for (const header of [null, '', '0', '-5', '1.5', 'Wed, 21 Oct 2026 07:28:00 GMT', '9999999']) {
      expect([header, retryAfterSeconds(header)]).toEqual([header, undefined]);
    }
  });
});
