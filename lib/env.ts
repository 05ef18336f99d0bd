import path from 'node:path';
import {
  builtSiteUrl,
  envSchema,
  normalProviderUrl,
  isPublicAddress,
  present,
  type Env,
} from './env.schema';

/**
 * The server's configuration: every environment variable the product reads, checked
 * (lib/env.schema.ts), typed and defaulted in this one place (`config()`). Nothing else reads
 * `process.env`, except `lib/env.public.ts`, which holds the few values Next builds into the
 * browser's code, and the cache handler (`lib/cache/*.mjs`), plain JavaScript that Next loads
 * by itself, which reads the analytics id for its script policy and REDIS_URL for its storage.
 * `.env.example` lists them all with their defaults.
 */

export interface MailSettings {
  smtpUrl: string;
  to: string;
  from: string;
  /** First retry delay; doubles with each failed attempt. */
  retryBaseMs: number;
  /** Longest pause between two attempts: a message is retried forever, never dropped. */
  retryMaxMs: number;
}

export interface Config {
  /** A production build served at a public address (not this machine): HTTPS, strict checks. */
  production: boolean;
  /** `next dev`: Next serves development endpoints of its own (`/__nextjs_*`). */
  development: boolean;
  /** `next build` is running: the store and the provider are not to be touched. */
  building: boolean;
  /**
   * The site's public address, the one every absolute link, the origin check and HTTPS go by:
   * the build's NEXT_PUBLIC_SITE_URL, else the start's, else the local address served
   * (`siteAddress`).
   */
  siteUrl: URL;
  gaId: string | undefined;
  /** Absolute folder of the embedded SQLite database. */
  dataDir: string;
  /** PostgreSQL instead of the embedded SQLite database, when set. */
  databaseUrl: string | undefined;
  /** Redis for the shared page and data cache, rate limits and last good answers, when set. */
  redisUrl: string | undefined;
  /** Bearer secret of POST /api/cron/deliver; unset disables the endpoint. */
  cronSecret: string | undefined;
  seedSample: boolean;
  /** The external provider's base URL, without a trailing slash, when there is one. */
  providerUrl: string | undefined;
  revalidateSecret: string | undefined;
  contactRateLimit: number;
  /** Newsroom searches per client address per minute. */
  searchRateLimit: number;
  /**
   * Days a contact message is kept before the sweep deletes it. The public policy states it
   * and is prerendered: the build reads it too.
   */
  contactRetentionDays: number;
  /**
   * First-party page view counting (lib/analytics/): off with ANALYTICS=off. The public policy
   * states the retention and is prerendered: the build reads them too.
   */
  analytics: {
    enabled: boolean;
    /** Days page views are kept before only their daily figures remain. */
    retentionDays: number;
    /** Page views counted per client address per minute. */
    rateLimit: number;
    /** Page views counted per visitor (the day's visitor key) per day. */
    visitorDailyLimit: number;
    /** How old today's figures may be before the sweep computes them again. */
    rollupMs: number;
  };
  /** Contact messages are e-mailed only with both a server and a recipient. */
  mail: MailSettings | null;
  /**
   * How often the background sweep runs: it publishes scheduled articles whose time has come
   * and retries pending and failed contact messages.
   */
  sweepIntervalMs: number;
  admin: { email: string | undefined; password: string | undefined };
  /** TRUSTED_PROXIES as given (lib/http/client-address.ts parses it). */
  trustedProxies: string | undefined;
}

export const DEFAULT_SITE_URL = 'http://localhost:3000';
export const DEFAULT_CONTACT_RETENTION_DAYS = 365;
export const DEFAULT_ANALYTICS_RETENTION_DAYS = 30;
export const DEFAULT_ANALYTICS_RATE_LIMIT = 120;
/** More page views in a day than anyone reads (lib/analytics/collect.ts). */
export const DEFAULT_ANALYTICS_VISITOR_LIMIT = 300;
export const DEFAULT_MAIL_FROM = 'Lumen website <no-reply@lumen.agency>';

/**
 * The address this process serves on this machine: `next start` and the standalone server put
 * the port they listen on in PORT before the application loads (`-p`, PORT, else 3000).
 */
function servedAddress(env: Env): string | undefined {
  const port = env.PORT?.trim();
  if (!port || !/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) return;
  return `http://localhost:${Number(port)}`;
}

/**
 * The site's address for a run: the one the build was made with when it had one (a start may
 * only repeat it, `siteAddressProblem`), else the one the start gives, else the local address
 * it is served at, else the default.
 */
export function siteAddress(env: Env, built = builtSiteUrl()): URL {
  return new URL(
    built || present(env).NEXT_PUBLIC_SITE_URL || servedAddress(env) || DEFAULT_SITE_URL,
  );
}

/** The configuration `env` describes (defaults filled in); `env` is assumed valid. */
export function readConfig(env: Env, built = builtSiteUrl()): Config {
  const value = (name: string) => (env[name] === '' ? undefined : env[name]);
  const number = (name: string, fallback: number) => Number(value(name)) || fallback;
  const smtpUrl = value('SMTP_URL');
  const to = value('CONTACT_TO');
  const siteUrl = siteAddress(env, built);
  return {
    production: env.NODE_ENV === 'production' && isPublicAddress(siteUrl.href),
    development: env.NODE_ENV === 'development',
    building: env.NEXT_PHASE === 'phase-production-build',
    siteUrl,
    gaId: value('NEXT_PUBLIC_GA_ID'),
    dataDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), value('DATA_DIR') ?? 'data'),
    databaseUrl: value('DATABASE_URL'),
    redisUrl: value('REDIS_URL'),
    cronSecret: value('CRON_SECRET'),
    seedSample: value('SEED_SAMPLE') !== '0',
    // The build's too: a start naming another, or none, stops (`providerProblem`).
    providerUrl: normalProviderUrl(value('NEXT_PUBLIC_API_URL')) || undefined,
    revalidateSecret: value('REVALIDATE_SECRET'),
    contactRateLimit: number('CONTACT_RATE_LIMIT', 5),
    searchRateLimit: number('SEARCH_RATE_LIMIT', 60),
    contactRetentionDays: number('CONTACT_RETENTION_DAYS', DEFAULT_CONTACT_RETENTION_DAYS),
    analytics: {
      enabled: value('ANALYTICS') !== 'off',
      retentionDays: number('ANALYTICS_RETENTION_DAYS', DEFAULT_ANALYTICS_RETENTION_DAYS),
      rateLimit: number('ANALYTICS_RATE_LIMIT', DEFAULT_ANALYTICS_RATE_LIMIT),
      visitorDailyLimit: number('ANALYTICS_VISITOR_DAILY_LIMIT', DEFAULT_ANALYTICS_VISITOR_LIMIT),
      rollupMs: number('ANALYTICS_ROLLUP_SECONDS', 60) * 1000,
    },
    mail:
      smtpUrl && to
        ? {
            smtpUrl,
            to,
            from: value('MAIL_FROM') ?? DEFAULT_MAIL_FROM,
            retryBaseMs: number('MAIL_RETRY_BASE_MS', 30_000),
            retryMaxMs: number('MAIL_RETRY_MAX_MS', 60 * 60_000),
          }
        : null,
    // MAIL_SWEEP_INTERVAL_MS is its former name, from when the sweep only sent mail.
    sweepIntervalMs: number('SWEEP_INTERVAL_MS', number('MAIL_SWEEP_INTERVAL_MS', 30_000)),
    admin: { email: value('CRM_ADMIN_EMAIL'), password: value('CRM_ADMIN_PASSWORD') },
    trustedProxies: value('TRUSTED_PROXIES'),
  };
}

const VARIABLES = [
  'NODE_ENV',
  'NEXT_PHASE',
  'PORT',
  ...Object.keys(envSchema.shape),
] as const satisfies readonly string[];

let current: { key: string; config: Config } | undefined;
const frozen = { done: false };

/**
 * A server's environment does not change once it has started (lib/server/startup.ts): from then
 * on `config()` does not read every variable again on each call, which took a tenth of the CPU
 * time of a page view beacon. Tests, which change the environment, never call it.
 */
export function freezeConfig(): void {
  config();
  frozen.done = true;
}

/**
 * This process's configuration. Read at run time, so one build serves any deployment (the
 * `NEXT_PUBLIC_*` values must match the build's, which the browser code carries; the site's
 * address is the build's when it has one, see `siteAddress`).
 */
export function config(): Config {
  if (current && frozen.done) return current.config;
  // Read by name, so that Next does not replace these with their build-time values.
  const env = process.env;
  const built = builtSiteUrl();
  const key = [...VARIABLES.map((name) => env[name] ?? ''), built ?? '-'].join('\u0000');
  if (current?.key !== key) current = { key, config: readConfig(env, built) };
  return current.config;
}

/**
 * The site's public address: sign-in links, the sitemap, canonical and hreflang links, the
 * feed, social cards and JSON-LD, robots.txt, the origin check of writes; HTTPS (Secure
 * cookies, HSTS, upgraded requests) follows from it (`production`).
 */
export function siteUrl(): URL {
  return config().siteUrl;
}
