import type { Metadata } from 'next';
import { ArticleForm } from '@/components/crm/article-form/article-form.client';
import { crmT } from '@/lib/i18n/crm';
import { previewSite } from '@/lib/crm/preview-site';

export const metadata: Metadata = { title: crmT('meta.newArticle') };

export default async function NewArticlePage() {
  return <ArticleForm mode={{ kind: 'create' }} site={await previewSite()} />;
}
