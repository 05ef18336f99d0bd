import { latestArticlesRoute } from '@/app/_site/latest-articles';

// Served from the page cache and refreshed with the articles of its language.
export const revalidate = 3600;

export const GET = latestArticlesRoute('en');
