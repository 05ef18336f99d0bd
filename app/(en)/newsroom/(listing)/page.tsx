import { ListingPage, listingMetadata } from '@/app/_site/newsroom';

// Served from the cache until an article changes (lib/articles/revalidate.ts).
export const revalidate = 3600;
export const generateMetadata = () => listingMetadata('en');

export default function Page() {
  return <ListingPage locale="en" />;
}
