import type { ReactNode } from 'react';
import { SiteLayout, siteMetadata } from '@/app/_site/layout';

export { viewport } from '@/app/_site/layout';
export const generateMetadata = () => siteMetadata('en');

export default function Layout({ children }: { children: ReactNode }) {
  return <SiteLayout locale="en">{children}</SiteLayout>;
}
