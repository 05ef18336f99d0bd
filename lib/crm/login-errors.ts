import { crmT } from './i18n';

/** The sign-in endpoint's error codes, as the staff member reads them. */
export function loginErrorText(error: string, retryAfter?: number): string {
  switch (error) {
    case 'required':
      return crmT('login.required');
    case 'invalid':
      return crmT('login.invalid');
    case 'rateLimited': {
      const seconds = Math.max(1, retryAfter ?? 60);
      return seconds < 60
        ? crmT('login.rateLimitedSeconds', { seconds })
        : crmT('login.rateLimited', { minutes: Math.ceil(seconds / 60) });
    }
    case 'forbidden':
      return crmT('login.forbidden');
    case 'tooLarge':
      return crmT('login.tooLarge');
    case 'network':
      return crmT('login.failed');
    default:
      return crmT('login.badRequest');
  }
}
