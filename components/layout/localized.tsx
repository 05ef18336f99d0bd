import type { ReactNode } from 'react';
import { routing, type Locale } from '@/lib/i18n/routing';
import { ByLocale } from './by-locale.client';

/** One server-rendered view per language, shown by the page's locale (see ByLocale). */
export async function Localized({ render }: { render: (locale: Locale) => Promise<ReactNode> }) {
  const entries = await Promise.all(
    routing.locales.map(async (locale) => [locale, await render(locale)] as const),
  );
  return <ByLocale views={Object.fromEntries(entries) as Record<Locale, ReactNode>} />;
}
