import * as z from 'zod/mini';
import { parseProxyTrust } from './http/proxy-trust';

/**
 * The server's environment variables and their checks: what each may hold, and whether this
 * run's site address can be served by this build. A start with a malformed variable stops
 * here, before it serves anything; lib/env.ts derives the configuration from a valid one.
 */
export type Env = Record<string, string | undefined>;

const url = (what: string) =>
  z.optional(z.url({ error: `must be an absolute http(s) URL, ${what}` }));
const wholeNumber = (what: string) =>
  z.optional(z.string().check(z.regex(/^\d+$/, `must be a whole number of ${what}`)));

export const envSchema = z.object({
  NEXT_PUBLIC_SITE_URL: url('for example https://lumen.agency'),
  NEXT_PUBLIC_GA_ID: z.optional(
    z.string().check(z.regex(/^G-[A-Z0-9]+$/, 'must be a GA4 measurement id such as G-ABC123')),
  ),
  DATA_DIR: z.optional(z.string()),
  DATABASE_URL: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^postgres(ql)?:\/\/\S+$/i,
          'must be a postgres:// URL, e.g. postgres://user:password@db.example.com:5432/site',
        ),
      ),
  ),
  REDIS_URL: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^rediss?:\/\/\S+$/i,
          'must be a redis:// or rediss:// URL, e.g. redis://cache:6379',
        ),
      ),
  ),
  CRON_SECRET: z.optional(
    z.string().check(z.minLength(16, 'must be at least 16 characters (a random secret)')),
  ),
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
  SWEEP_INTERVAL_MS: wholeNumber('milliseconds'),
  CONTACT_RATE_LIMIT: wholeNumber('messages'),
  SEARCH_RATE_LIMIT: wholeNumber('searches'),
  CONTACT_RETENTION_DAYS: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^[1-9]\d{0,4}$/,
          'must be a whole number of days from 1 to 99999 (how long contact messages are kept)',
        ),
      ),
  ),
  ANALYTICS: z.optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  ANALYTICS_RETENTION_DAYS: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^[1-9]\d{0,4}$/,
          'must be a whole number of days from 1 to 99999 (how long page views are kept)',
        ),
      ),
  ),
  ANALYTICS_RATE_LIMIT: wholeNumber('page views'),
  ANALYTICS_VISITOR_DAILY_LIMIT: wholeNumber('page views'),
  ANALYTICS_ROLLUP_SECONDS: wholeNumber('seconds'),
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

export function present(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
}

/**
 * NEXT_PUBLIC_SITE_URL as `next build` saw it ('' when the build had none): next.config.ts
 * writes it into the server's code as BUILD_SITE_URL. Undefined where no build's code runs
 * (next.config.ts itself, the scripts, the unit tests): there the run's value is the only one.
 */
export function builtSiteUrl(): string | undefined {
  return process.env.BUILD_SITE_URL;
}

/**
 * NEXT_PUBLIC_API_URL as `next build` saw it, normalised ('' when the build had none), written
 * into the server's code as BUILD_API_URL like the site's address; undefined where no build's
 * code runs.
 */
export function builtApiUrl(): string | undefined {
  const built = process.env.BUILD_API_URL;
  return built === undefined ? undefined : normalProviderUrl(built);
}

/** A provider address as the site uses it: trimmed, without trailing slashes ('' for none). */
export function normalProviderUrl(value: string | undefined): string {
  return value?.trim().replace(/\/+$/, '') ?? '';
}

/**
 * Why the provider this run names cannot be served by this build, if it cannot. A build made
 * with a provider carries it in the CRM's browser code and, for the standalone server, in the
 * image optimiser's allowed origins, so a start without it (which would serve the embedded
 * store instead) or with another stops. So does a standalone server started with a provider
 * its build was made without (its image configuration is the build's); `next start` reads its
 * configuration again, so a local build made without one may be started with one.
 */
export function providerProblem(
  env: Env,
  built = builtApiUrl(),
  standalone = Boolean(process.env.__NEXT_PRIVATE_STANDALONE_CONFIG),
): string | undefined {
  const started = normalProviderUrl(present(env).NEXT_PUBLIC_API_URL);
  if (built === undefined || started === built) return undefined;
  if (built) {
    return (
      `NEXT_PUBLIC_API_URL is ${started || 'unset'}, but this build was made for the provider ` +
      `${built}: the CRM's code and the image settings carry it. Start with ` +
      `NEXT_PUBLIC_API_URL=${built}, or build again with ` +
      (started ? `NEXT_PUBLIC_API_URL=${started}` : 'it unset (the embedded provider)')
    );
  }
  if (!standalone) return undefined;
  return (
    `NEXT_PUBLIC_API_URL is ${started}, but this standalone build was made without a provider ` +
    `(the embedded one): its image settings are the build's. Build again with ` +
    `NEXT_PUBLIC_API_URL=${started}, or start without it`
  );
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
export function isPublicAddress(site: string | undefined): boolean {
  if (!site) return false;
  try {
    return !LOCAL_HOSTS.has(new URL(site).hostname);
  } catch {
    return true;
  }
}

/**
 * Why the site's address of this run cannot be served by this build, if it cannot. The address
 * is built into the pages (canonical links, social cards, robots.txt) and decides HTTPS
 * (Secure cookies, HSTS), so a build serves one address: the one it was made with, or, made
 * without one, the local address the start gives (a local build, on plain HTTP).
 */
export function siteAddressProblem(env: Env, built = builtSiteUrl()): string | undefined {
  const started = present(env).NEXT_PUBLIC_SITE_URL;
  if (!started || !URL.canParse(started)) return undefined;
  if (built) {
    if (new URL(started).href === new URL(built).href) return undefined;
    return (
      `NEXT_PUBLIC_SITE_URL is ${started}, but this build was made for ${built}: the address is ` +
      `built into the pages. Start without it (or with ${built}), or build again with ${started}`
    );
  }
  if (built === '' && isPublicAddress(started)) {
    return (
      `NEXT_PUBLIC_SITE_URL is ${started}, a public address, but this build was made without ` +
      `one (a local build, without HTTPS): build again with NEXT_PUBLIC_SITE_URL=${started}`
    );
  }
  return undefined;
}

/** What is wrong with the configuration, one line per variable; empty when it is valid. */
export function environmentProblems(env: Env = process.env, built = builtSiteUrl()): string[] {
  const result = envSchema.safeParse(present(env));
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  const address = siteAddressProblem(env, built);
  const provider = providerProblem(env);
  return [...problems, ...(address ? [address] : []), ...(provider ? [provider] : [])];
}

export class InvalidConfiguration extends Error {
  override name = 'InvalidConfiguration';
}

/** Throws a readable list when a variable is malformed. */
export function validateEnvironment(env: Env = process.env, built = builtSiteUrl()): void {
  const problems = environmentProblems(env, built);
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
export function exitOnInvalidEnvironment(env: Env = process.env, built = builtSiteUrl()): void {
  try {
    validateEnvironment(env, built);
  } catch (error) {
    // A line a call: the log writes a line break inside one message as `\n`.
    const message = error instanceof Error ? error.message : String(error);
    for (const line of message.split('\n')) console.error(line);
    process.exit(1);
  }
}
