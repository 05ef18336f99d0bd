import { ListingPage, listingMetadata } from '@/app/_site/newsroom';

type Props = { params: Promise<{ tag: string; page: string }> };

// Rendered on its first request, then served from the cache until an article changes; a
// page or tag that does not exist is a 404 that is never stored.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props) {
  return listingMetadata('en', await params);
}

export default async function Page({ params }: Props) {
  return <ListingPage locale="en" segments={await params} />;
}
