import Negotiator from 'negotiator';
import { asLocale } from './detect';
import { routing, type Locale } from './routing';

/** The site language an Accept-Language header prefers, if it names one of them at all. */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale | undefined {
  if (!acceptLanguage) return undefined;
  const [best] = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages([
    ...routing.locales,
  ]);
  return asLocale(best);
}
