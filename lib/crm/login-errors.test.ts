import { loginErrorText } from './login-errors';

describe('sign-in errors in Russian', () => {
  it('says what to do, with the wait in seconds or minutes', () => {
    expect(loginErrorText('invalid')).toBe('Неверный e-mail или пароль.');
    expect(loginErrorText('rateLimited', 5)).toBe(
      'Слишком много попыток входа. Попробуйте снова через 5 секунд.',
    );
    expect(loginErrorText('rateLimited', 899)).toBe(
      'Слишком много попыток входа. Попробуйте снова через 15 минут.',
    );
    expect(loginErrorText('something else')).toMatch(/Обновите страницу/);
  });
});
