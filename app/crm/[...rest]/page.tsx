import { redirect } from 'next/navigation';
import { CRM_HOME } from '@/lib/auth/config';

// A CRM path that matches no screen goes to the article list (SPEC 2).
export default function UnknownCrmPath() {
  redirect(CRM_HOME);
}
