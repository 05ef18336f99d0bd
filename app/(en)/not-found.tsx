import { notFoundBoundaryMetadata, SiteNotFound } from '@/app/_site/not-found';

export const generateMetadata = () => notFoundBoundaryMetadata('en');

export default function NotFound() {
  return <SiteNotFound locale="en" />;
}
