import { portfolioCardsRoute } from '@/app/_site/portfolio-cards';

// Served from the page cache and refreshed with the landing page's cards.
export const revalidate = 86400;

export const GET = portfolioCardsRoute('en');
