import { loginErrorText, parseRetryAfter, retryText } from './crm-errors';

describe('sign-in errors in Russian', () => {
  it('says what to do, with the wait in seconds or minutes', () => {
    expect(loginErrorText('invalid')).toBe('Неверный e-mail или пароль.');
    expect(loginErrorText('rateLimited', 5)).toBe(
      'Слишком много попыток входа. Попробуйте снова через 5 секунд.',
    );
    expect(loginErrorText('rateLimited', 761)).toBe(
      'Слишком много попыток входа. Попробуйте снова через 13 минут.',
    );
    expect(loginErrorText('rateLimited', '899')).toBe(
      'Слишком много попыток входа. Попробуйте снова через 15 минут.',
    );
    expect(loginErrorText('something else')).toMatch(/Обновите страницу/);
  });

  it('believes a wait from the address only as plain minutes, never beyond the longest limit', () => {
    // Anyone can write the login page's address.
    expect(loginErrorText('rateLimited', '99999999999999999999')).toBe(
      'Слишком много попыток входа. Попробуйте снова через 15 минут.',
    );
    expect(loginErrorText('rateLimited', 1e300)).toBe(
      'Слишком много попыток входа. Попробуйте снова через 15 минут.',
    );
    for (const value of ['-5', '0', '1e3', '12.5', 'abc', '', ['60', '70'], NaN, Infinity, -1]) {
      expect(loginErrorText('rateLimited', value)).toBe(
        'Слишком много попыток входа. Попробуйте снова через несколько минут.',
      );
    }
    expect(parseRetryAfter('60')).toBe(60);
    expect(parseRetryAfter(Number.MAX_VALUE)).toBe(900);
    expect(parseRetryAfter(undefined)).toBeUndefined();
  });

  it('words the other password limits the same way', () => {
    expect(retryText(120, 'password')).toBe(
      'Слишком много попыток. Попробуйте снова через 2 минуты.',
    );
    expect(retryText(1, 'password')).toBe(
      'Слишком много попыток. Попробуйте снова через 1 секунду.',
    );
  });
});
