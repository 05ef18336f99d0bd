import { validateEnvironment } from '@/lib/env';
import { mailConfigFromEnv, startDeliverySweep } from '@/lib/mail/delivery';
import { getStore } from '@/lib/store/db';

/** Runs once per server process (instrumentation.ts): configuration, migrations, mail retries. */
export async function startServer(): Promise<void> {
  validateEnvironment();
  await getStore();
  const mail = mailConfigFromEnv();
  if (mail) {
    startDeliverySweep(getStore, mail, Number(process.env.MAIL_SWEEP_INTERVAL_MS) || 30_000);
  } else {
    console.info('SMTP_URL or CONTACT_TO not set: contact messages are stored, not e-mailed.');
  }
}
