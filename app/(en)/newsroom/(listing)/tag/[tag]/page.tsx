import { listingRoute } from '@/app/_site/newsroom';

const route = listingRoute('en');

// Rendered on its first request, then served from the cache until an article changes; a
// page or tag that does not exist is a 404 that is never stored. (Next reads these two
// exports from each route file itself.)
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export const generateMetadata = route.generateMetadata;
export default route.Page;
