import type { Metadata } from 'next';
import { staffPage } from '@/components/crm/shell/staff-page';
import { ArticleForm } from '@/components/crm/article-form/article-form.client';
import { crmT } from '@/lib/i18n/crm';
import { previewSite } from '@/lib/crm/preview-site';

export const metadata: Metadata = { title: crmT('meta.newArticle') };

export default staffPage('articles', async () => (
  <ArticleForm mode={{ kind: 'create' }} site={await previewSite()} />
));
