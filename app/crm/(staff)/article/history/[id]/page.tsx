import type { Metadata } from 'next';
import { staffPage } from '@/components/crm/shell/staff-page';
import { ArticleHistory } from '@/components/crm/history/article-history.client';
import { crmT } from '@/lib/i18n/crm';

export const metadata: Metadata = { title: crmT('meta.history') };

export default staffPage(
  'articles',
  async (_staff, { params }: PageProps<'/crm/article/history/[id]'>) => {
    const { id } = await params;
    return <ArticleHistory key={id} idParam={id} />;
  },
);
