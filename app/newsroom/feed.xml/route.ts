import { feedRoute } from '@/app/_site/feed';

// Served from the page cache and refreshed with the articles of its language.
export const revalidate = 3600;

export const GET = feedRoute('en');
