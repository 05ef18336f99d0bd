import type { Metadata } from 'next';
import { ArticlesScreen } from '@/components/crm/articles/articles-screen.client';
import { crmT } from '@/lib/i18n/crm';

export const metadata: Metadata = { title: crmT('meta.articles') };

export default function ArticlesPage() {
  return <ArticlesScreen />;
}
