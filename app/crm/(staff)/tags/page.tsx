import type { Metadata } from 'next';
import { TagsScreen } from '@/components/crm/tags/tags-screen.client';
import { Forbidden } from '@/components/crm/shell/forbidden';
import { listTagCounterparts } from '@/lib/articles/tag-counterparts';
import { staffWith } from '@/lib/auth/session';
import { crmT } from '@/lib/i18n/crm';

export const metadata: Metadata = { title: crmT('meta.tags') };

/** Hashtags' counterparts in the other language: staff who write articles. */
export default async function TagsPage() {
  const staff = await staffWith('articles');
  if (!staff || staff === 'forbidden') return <Forbidden />;
  return <TagsScreen initial={await listTagCounterparts()} />;
}
