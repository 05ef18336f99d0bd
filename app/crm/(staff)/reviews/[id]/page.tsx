import type { Metadata } from 'next';
import { staffPage } from '@/components/crm/shell/staff-page';
import { CardMissing } from '@/components/crm/landing/card-missing';
import { ReviewForm } from '@/components/crm/landing/review-form.client';
import { cardsHref } from '@/lib/crm/addresses';
import { crmT } from '@/lib/i18n/crm';
import { REVIEWS } from '@/lib/landing/kinds';
import { getCard } from '@/lib/landing/service';
import { parseLandingId } from '@/lib/landing/validation';

export const metadata: Metadata = { title: crmT('reviews.metaEdit') };

export default staffPage('landing', async (_staff, { params }: PageProps<'/crm/reviews/[id]'>) => {
  const review = await getCard(REVIEWS, parseLandingId((await params).id));
  if (!review) return <CardMissing listHref={cardsHref('reviews')} />;
  return <ReviewForm key={review.id} review={review} />;
});
