import type { Metadata } from 'next';
import { staffPage } from '@/components/crm/shell/staff-page';
import { ArticleForm } from '@/components/crm/article-form/article-form.client';
import { crmT } from '@/lib/i18n/crm';
import { previewSite } from '@/lib/crm/preview-site';

export const metadata: Metadata = { title: crmT('meta.editArticle') };

export default staffPage(
  'articles',
  async (_staff, { params }: PageProps<'/crm/article/edit/[id]'>) => {
    const { id } = await params;
    // The form checks the id itself: an invalid one shows 'Неверный ID' in its error area.
    return <ArticleForm key={id} mode={{ kind: 'edit', idParam: id }} site={await previewSite()} />;
  },
);
