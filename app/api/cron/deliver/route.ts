import { deliverDueContactMessages } from '@/lib/contact/deliver';
import { config } from '@/lib/env';
import { hasBearer } from '@/lib/http/bearer';
import { jsonAnswer } from '@/lib/http/json';

/**
 * One sweep of the contact outbox, for hosting platforms whose cron calls a URL instead of
 * running a timer: `Authorization: Bearer <CRON_SECRET>`. POST, or GET (the verb Vercel Cron
 * uses). Unset CRON_SECRET disables it (404).
 */
export async function POST(request: Request) {
  const secret = config().cronSecret;
  if (!secret) return jsonAnswer({ message: 'The cron endpoint is not enabled' }, 404);
  if (!hasBearer(request, secret)) return jsonAnswer({ message: 'Unauthorized' }, 401);
  const sweep = await deliverDueContactMessages();
  if (!sweep.ok) {
    return jsonAnswer({ message: 'Mail delivery is not configured (SMTP_URL, CONTACT_TO)' }, 409);
  }
  return jsonAnswer({ delivered: sweep.delivered, failed: sweep.failed });
}

export const GET = POST;

export const dynamic = 'force-dynamic';
