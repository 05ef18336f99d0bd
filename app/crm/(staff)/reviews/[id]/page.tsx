import type { Metadata } from 'next';
import { CardMissing } from '@/components/crm/landing/card-missing';
import { ReviewForm } from '@/components/crm/landing/review-form.client';
import { Forbidden } from '@/components/crm/shell/forbidden';
import { staffWith } from '@/lib/auth/session';
import { crmT } from '@/lib/i18n/crm';
import { REVIEWS } from '@/lib/landing/kinds';
import { getCard } from '@/lib/landing/service';
import { parseLandingId } from '@/lib/landing/validation';

export const metadata: Metadata = { title: crmT('reviews.metaEdit') };

export default async function EditReviewPage({ params }: PageProps<'/crm/reviews/[id]'>) {
  if ((await staffWith('landing')) === 'forbidden') return <Forbidden />;
  const review = await getCard(REVIEWS, parseLandingId((await params).id));
  if (!review) return <CardMissing listHref="/crm/reviews" />;
  return <ReviewForm key={review.id} review={review} />;
}
