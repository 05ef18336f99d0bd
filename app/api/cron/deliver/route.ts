import { config } from '@/lib/env';
import { hasBearer } from '@/lib/http/bearer';
import { jsonAnswer } from '@/lib/http/json';
import { sweepOnce } from '@/lib/server/sweep';

/**
 * One run of the background sweep, for hosting platforms whose cron calls a URL instead of
 * running a timer: scheduled articles whose time has come go live, the contact outbox is sent,
 * contact messages past their retention period are deleted, and (hourly) images nothing uses.
 * `Authorization: Bearer <CRON_SECRET>`; POST, or GET (the verb Vercel Cron uses). Unset
 * CRON_SECRET disables it (404).
 */
export async function POST(request: Request) {
  const secret = config().cronSecret;
  if (!secret) return jsonAnswer({ message: 'The cron endpoint is not enabled' }, 404);
  if (!hasBearer(request, secret)) return jsonAnswer({ message: 'Unauthorized' }, 401);
  const { published, mail, expiredMessages, unusedImages } = await sweepOnce();
  return jsonAnswer(
    mail.ok
      ? { published, delivered: mail.delivered, failed: mail.failed, expiredMessages, unusedImages }
      : // Nothing to send with: the messages stay stored (SMTP_URL, CONTACT_TO).
        { published, mail: 'not-configured', expiredMessages, unusedImages },
  );
}

export const GET = POST;

export const dynamic = 'force-dynamic';
