import { socialCardRoute } from '@/app/_site/social-card';

// Drawn on its first request, then served from the page cache until the article changes.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export const GET = socialCardRoute('ru');
