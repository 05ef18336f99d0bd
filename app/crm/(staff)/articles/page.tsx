import type { Metadata } from 'next';
import { staffPage } from '@/components/crm/shell/staff-page';
import { ArticlesScreen } from '@/components/crm/articles/articles-screen.client';
import { crmT } from '@/lib/i18n/crm';

export const metadata: Metadata = { title: crmT('meta.articles') };

export default staffPage('articles', () => <ArticlesScreen />);
