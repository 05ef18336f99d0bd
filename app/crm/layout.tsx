import '../globals.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { siteUrl } from '@/lib/env';
import { crmT, CRM_LOCALE } from '@/lib/i18n/crm';
import { manrope, preloadCyrillicFace } from '../fonts';

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  title: { default: crmT('shell.brand'), template: crmT('meta.titleTemplate') },
  // The back-office is never indexed.
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { themeColor: '#0b0d17', colorScheme: 'dark' };

/** The back-office's own root: Russian, no public header, consent banner or analytics. */
export default function CrmRootLayout({ children }: { children: ReactNode }) {
  preloadCyrillicFace();
  return (
    <html lang={CRM_LOCALE} className={manrope.variable}>
      <body>{children}</body>
    </html>
  );
}
