'use client';

import type { Locale } from '@/lib/i18n/routing';
import { jsonLdText, organizationLd, websiteLd } from '@/lib/seo/structured-data';

/**
 * The agency and its site as JSON-LD, on the landing page. A client component so that the
 * document carries the script once: rendered by a server component, it would be repeated,
 * escaped twice over, in the page's RSC payload (1.7 KB more on /ru, past DOCUMENT_BUDGET).
 * Here the payload holds the language and the site's address only.
 */
export function SiteJsonLd({ locale, site }: { locale: Locale; site: string }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{
        __html: jsonLdText([organizationLd(site), websiteLd(site, locale)]),
      }}
    />
  );
}
