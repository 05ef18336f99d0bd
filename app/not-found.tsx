import './globals.css';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/errors/not-found-view';
import { siteUrl } from '@/lib/env';
import { routing } from '@/lib/i18n/routing';
import { manrope } from './fonts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: routing.defaultLocale, namespace: 'meta' });
  return { metadataBase: siteUrl(), title: t('notFoundTitle'), robots: { index: false } };
}

// Paths outside the localized tree (e.g. '/file.php') still get the site's 404, in English.
export default function RootNotFound() {
  return (
    <html lang={routing.defaultLocale} className={manrope.variable}>
      <body>
        <main>
          <NotFoundView locale={routing.defaultLocale} />
        </main>
      </body>
    </html>
  );
}
