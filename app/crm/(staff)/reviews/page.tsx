import type { Metadata } from 'next';
import { ReviewsScreen } from '@/components/crm/landing/reviews-screen.client';
import { Forbidden } from '@/components/crm/shell/forbidden';
import { staffWith } from '@/lib/auth/session';
import { crmT } from '@/lib/i18n/crm';
import { REVIEWS } from '@/lib/landing/kinds';
import { listCards } from '@/lib/landing/service';

export const metadata: Metadata = { title: crmT('reviews.metaTitle') };

export default async function ReviewsPage() {
  if ((await staffWith('landing')) === 'forbidden') return <Forbidden />;
  return <ReviewsScreen initial={await listCards(REVIEWS)} />;
}
