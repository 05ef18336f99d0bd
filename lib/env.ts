import * as z from 'zod/mini';
import { parseProxyTrust, type ProxyTrust } from './http/client-address';

type Env = Record<string, string | undefined>;

const url = (what: string) =>
  z.optional(z.url({ error: `must be an absolute http(s) URL, ${what}` }));
const wholeNumber = (what: string) =>
  z.optional(z.string().check(z.regex(/^\d+$/, `must be a whole number of ${what}`)));

const envSchema = z.object({
  NEXT_PUBLIC_SITE_URL: url('for example https://lumen.agency'),
  NEXT_PUBLIC_GA_ID: z.optional(
    z.string().check(z.regex(/^G-[A-Z0-9]+$/, 'must be a GA4 measurement id such as G-ABC123')),
  ),
  DATA_DIR: z.optional(z.string()),
  NEXT_PUBLIC_API_URL: url('the base of the article provider, e.g. https://api.example.com/api'),
  REVALIDATE_SECRET: z.optional(
    z.string().check(z.minLength(16, 'must be at least 16 characters (a random secret)')),
  ),
  SEED_SAMPLE: z.optional(z.enum(['0', '1'], { error: 'must be 0 or 1' })),
  SMTP_URL: z.optional(
    z
      .string()
      .check(z.regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL of the mail server')),
  ),
  CONTACT_TO: z.optional(z.email({ error: 'must be an e-mail address' })),
  MAIL_FROM: z.optional(z.string()),
  MAIL_RETRY_BASE_MS: wholeNumber('milliseconds'),
  MAIL_RETRY_MAX_MS: wholeNumber('milliseconds'),
  MAIL_SWEEP_INTERVAL_MS: wholeNumber('milliseconds'),
  CONTACT_RATE_LIMIT: wholeNumber('messages'),
  CRM_ADMIN_EMAIL: z.optional(z.email({ error: 'must be an e-mail address' })),
  CRM_ADMIN_PASSWORD: z.optional(z.string()),
  TRUSTED_PROXIES: z.optional(
    z.string().check(
      z.refine((value) => {
        try {
          parseProxyTrust(value);
          return true;
        } catch {
          return false;
        }
      }, 'must be a hop count (e.g. 1) or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal'),
    ),
  ),
});

function present(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
}

/** What is wrong with the configuration, one line per variable; empty when it is valid. */
export function environmentProblems(env: Env = process.env): string[] {
  const result = envSchema.safeParse(present(env));
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
}

export class InvalidConfiguration extends Error {
  override name = 'InvalidConfiguration';
}

/** Throws a readable list when a variable is malformed. */
export function validateEnvironment(env: Env = process.env): void {
  const problems = environmentProblems(env);
  if (problems.length === 0) return;
  throw new InvalidConfiguration(
    `Invalid configuration, the server will not start:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
}

/**
 * Stops the process, before it serves anything, when the configuration is invalid. Called
 * where Next loads its configuration (next.config.ts) and again at start-up
 * (instrumentation.ts), which is where a standalone build reads it.
 */
export function exitOnInvalidEnvironment(env: Env = process.env): void {
  try {
    validateEnvironment(env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

export function siteUrl(): URL {
  return new URL(process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000');
}

let proxyTrust: { source: string | undefined; trust: ProxyTrust } | undefined;

/** TRUSTED_PROXIES, parsed once (validated at start-up). */
export function trustedProxies(): ProxyTrust {
  const source = process.env.TRUSTED_PROXIES;
  if (!proxyTrust || proxyTrust.source !== source) {
    proxyTrust = { source, trust: parseProxyTrust(source) };
  }
  return proxyTrust.trust;
}
