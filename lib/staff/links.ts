import { INVITE_PATH } from '@/lib/auth/config';
import { siteUrl } from '@/lib/env';

/** The full address of a one-time sign-in link, to hand to the new staff member. */
export function inviteUrl(token: string, origin = siteUrl().origin): string {
  return `${origin}${INVITE_PATH}/${token}`;
}
