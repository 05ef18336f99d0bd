import { notFoundBoundaryMetadata, SiteNotFound } from '@/app/_site/not-found';

export const generateMetadata = () => notFoundBoundaryMetadata('ru');

export default function NotFound() {
  return <SiteNotFound locale="ru" />;
}
