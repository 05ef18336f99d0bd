import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { routing } from '@/lib/i18n/routing';
import { notFoundMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[...rest]'>): Promise<Metadata> {
  const { locale } = await params;
  return notFoundMetadata(hasLocale(routing.locales, locale) ? locale : routing.defaultLocale);
}

// Rendered per request like any unknown address, and never stored (lib/cache/handler.mjs);
// going through the page cache gives the 404 its script policy like every other page.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

// Any path without a page renders the localized 404.
export default function CatchAll() {
  notFound();
}
