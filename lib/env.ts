import * as z from 'zod/mini';

const optionalUrl = z.optional(z.url());

const envSchema = z.object({
  NEXT_PUBLIC_SITE_URL: optionalUrl,
  NEXT_PUBLIC_GA_ID: z.optional(z.string().check(z.regex(/^G-[A-Z0-9]+$/))),
  DATA_DIR: z.optional(z.string()),
  NEXT_PUBLIC_API_URL: optionalUrl,
  REVALIDATE_SECRET: z.optional(z.string().check(z.minLength(16))),
  SEED_SAMPLE: z.optional(z.enum(['0', '1'])),
  SMTP_URL: z.optional(z.string().check(z.regex(/^smtps?:\/\//))),
  CONTACT_TO: z.optional(z.email()),
  MAIL_FROM: z.optional(z.string()),
  MAIL_RETRY_BASE_MS: z.optional(z.string().check(z.regex(/^\d+$/))),
  MAIL_RETRY_MAX_MS: z.optional(z.string().check(z.regex(/^\d+$/))),
  MAIL_SWEEP_INTERVAL_MS: z.optional(z.string().check(z.regex(/^\d+$/))),
  CONTACT_RATE_LIMIT: z.optional(z.string().check(z.regex(/^\d+$/))),
  CRM_ADMIN_EMAIL: z.optional(z.email()),
  CRM_ADMIN_PASSWORD: z.optional(z.string()),
});

/** Fails start-up with a readable list when a variable is malformed. */
export function validateEnvironment(env: Record<string, string | undefined> = process.env): void {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (result.success) return;
  const problems = result.error.issues.map(
    (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
  );
  throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`);
}

export function siteUrl(): URL {
  return new URL(process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000');
}
