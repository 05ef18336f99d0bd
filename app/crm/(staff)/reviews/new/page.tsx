import type { Metadata } from 'next';
import { staffPage } from '@/components/crm/shell/staff-page';
import { ReviewForm } from '@/components/crm/landing/review-form.client';
import { crmT } from '@/lib/i18n/crm';

export const metadata: Metadata = { title: crmT('reviews.metaNew') };

export default staffPage('landing', () => <ReviewForm />);
