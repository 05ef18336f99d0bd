import type { Metadata } from 'next';
import { staffPage } from '@/components/crm/shell/staff-page';
import { ReviewsScreen } from '@/components/crm/landing/reviews-screen.client';
import { crmT } from '@/lib/i18n/crm';
import { REVIEWS } from '@/lib/landing/kinds';
import { listCards } from '@/lib/landing/service';

export const metadata: Metadata = { title: crmT('reviews.metaTitle') };

export default staffPage('landing', async () => (
  <ReviewsScreen initial={await listCards(REVIEWS)} />
));
