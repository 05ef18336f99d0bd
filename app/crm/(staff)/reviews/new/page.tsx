import type { Metadata } from 'next';
import { ReviewForm } from '@/components/crm/landing/review-form.client';
import { Forbidden } from '@/components/crm/shell/forbidden';
import { staffWith } from '@/lib/auth/session';
import { crmT } from '@/lib/i18n/crm';

export const metadata: Metadata = { title: crmT('reviews.metaNew') };

export default async function NewReviewPage() {
  if ((await staffWith('landing')) === 'forbidden') return <Forbidden />;
  return <ReviewForm />;
}
