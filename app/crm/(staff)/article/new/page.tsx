import type { Metadata } from 'next';
import { ArticleForm } from '@/components/crm/article-form/article-form.client';
import { crmT } from '@/lib/i18n/crm';

export const metadata: Metadata = { title: crmT('meta.newArticle') };

export default function NewArticlePage() {
  return <ArticleForm mode={{ kind: 'create' }} />;
}
