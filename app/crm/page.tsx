import { redirect } from 'next/navigation';
import { CRM_HOME } from '@/lib/auth/config';

export default function CrmIndex() {
  redirect(CRM_HOME);
}
