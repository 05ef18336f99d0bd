import { articleRoute } from '@/app/_site/article';

const route = articleRoute('ru');

// Rendered on its first request, then served from the cache until the article changes.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export const generateMetadata = route.generateMetadata;
export default route.Page;
