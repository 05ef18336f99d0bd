'use client';

import { useParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { asLocale } from '@/lib/i18n/detect';
import { routing, type Locale } from '@/lib/i18n/routing';

/**
 * Shows the view of the page's language. For boundary files (loading, not-found) that get no
 * route params: Next renders them alongside the locale layout, so on a static page they cannot
 * ask the server for the locale; the server renders one view per language and this picks one.
 */
export function ByLocale({ views }: { views: Record<Locale, ReactNode> }) {
  const { locale } = useParams<{ locale?: string }>();
  return views[asLocale(locale) ?? routing.defaultLocale];
}
