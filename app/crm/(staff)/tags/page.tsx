import type { Metadata } from 'next';
import { staffPage } from '@/components/crm/shell/staff-page';
import { TagsScreen } from '@/components/crm/tags/tags-screen.client';
import { listTagCounterparts } from '@/lib/articles/tag-counterparts';
import { crmT } from '@/lib/i18n/crm';

export const metadata: Metadata = { title: crmT('meta.tags') };

/** Hashtags' counterparts in the other language: staff who write articles. */
export default staffPage('articles', async () => (
  <TagsScreen initial={await listTagCounterparts()} />
));
