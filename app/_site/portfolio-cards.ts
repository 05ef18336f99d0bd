import type { Locale } from '@/lib/i18n/routing';
import { getLandingContent } from '@/lib/landing';
import { portfolioCards } from '@/lib/landing/cards';

/**
 * Every visible project and review of one language as JSON (`/projects/cards.json`,
 * `/ru/projects/cards.json`): what the landing page's «see all» buttons show in place. Static,
 * and refreshed with the landing page whenever staff change a card.
 */
export function portfolioCardsRoute(locale: Locale) {
  return async function GET() {
    return Response.json(portfolioCards(await getLandingContent(), locale));
  };
}
