import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { siteUrl } from '@/lib/env';

// Resolves the app-wide Open Graph image for every route, the 404s included.
export const metadata: Metadata = { metadataBase: siteUrl() };

// The public site (app/(en), app/ru) and the back-office each render their own <html>.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
