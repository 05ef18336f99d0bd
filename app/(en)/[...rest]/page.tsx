import { UnknownPath, unknownPathMetadata } from '@/app/_site/not-found';

// Rendered per request like any unknown address, and never stored (lib/cache/handler.mjs);
// going through the page cache gives the 404 its script policy like every other page.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}
export const generateMetadata = () => unknownPathMetadata('en');

export default UnknownPath;
