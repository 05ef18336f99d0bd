import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/errors/not-found-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta');
  return { title: t('notFoundTitle'), robots: { index: false } };
}

export default async function LocaleNotFound() {
  const locale = await getLocale();
  return <NotFoundView locale={locale} />;
}
