import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/errors/not-found-view';
import { Localized } from '@/components/layout/localized';
import { routing } from '@/lib/i18n/routing';

// This boundary cannot know the language on a static page, so its title is the bare code
// ('404'), the same in every language; pages that know their language set their own. Next adds
// the noindex tag to every 404 itself.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: routing.defaultLocale, namespace: 'notFound' });
  return { title: t('code') };
}

export default function LocaleNotFound() {
  return <Localized render={async (locale) => <NotFoundView locale={locale} />} />;
}
