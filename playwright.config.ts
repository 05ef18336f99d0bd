import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT) || 3100;

/**
 * Debian's Chromium, in its headless build when installed (scripts/test-all.sh installs it):
 * the same engine without the windowed browser's compositor, a third less CPU per test.
 */
function browserPath(): string {
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : '/usr/bin/chromium';
}
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT) || 2599;
export const REVALIDATE_SECRET = 'e2e-revalidate-secret';
export const STAFF = { email: 'staff@lumen.test', password: 'e2e staff passphrase' } as const;
/** The signed-in staff session shared by CRM tests (written by e2e/staff.setup.ts). */
export const STAFF_STATE = 'playwright/.auth/staff.json';
const SCREENSHOTS = /screenshots\.spec\.ts/;
const RESILIENCE_SUITES =
  /(attack|fuzz|faults|scale|search-scale|standalone|db-copy|sitemap|navigation-progress|external-provider|analytics-abuse|second-site)\.spec\.ts/;
/** Timed as visitors feel the server: run last, alone, so that no other suite shares its cores. */
const ISOLATION = /isolation\.spec\.ts/;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // Several flows load the editor or a dozen pages; on a loaded two-core runner they take
  // three times as long as on an idle one.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'en-US',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || browserPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'staff-session', testMatch: /staff\.setup\.ts/ },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      dependencies: ['staff-session'],
      // The screenshots are for people to look at, not a check: `npm run screenshots`.
      testIgnore: process.env.SCREENSHOTS
        ? [RESILIENCE_SUITES, ISOLATION]
        : [RESILIENCE_SUITES, ISOLATION, SCREENSHOTS],
    },
    {
      // Attack, fuzz and fault suites: each starts servers of its own (e2e/support/site.ts).
      // In the same phase as the other tests and queued after them, they start as soon as a
      // worker has no other test left, instead of waiting for the last one to end.
      name: 'resilience',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: RESILIENCE_SUITES,
      dependencies: ['staff-session'],
      // Two suites at a time, each file's tests in order in one worker: each suite watches
      // servers, databases and Redis of its own, and many of its waits leave a core idle.
      fullyParallel: false,
      workers: 2,
    },
    {
      // A visitor's page timed under each of the attack's loads (e2e/isolation.spec.ts): after
      // every other suite, on a machine with nothing else to do, as a server in production.
      name: 'isolation',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: ISOLATION,
      dependencies: ['chromium', 'resilience'],
      fullyParallel: false,
    },
  ],
  webServer: {
    // The production build (`next build` runs first), on its own fresh database. Page and data
    // caches live in the server's memory only (lib/cache/handler.mjs): each start is fresh.
    // Idle keep-alive sockets are kept longer than the test client keeps them, so that the
    // server never closes one the client is reusing at that instant (ECONNRESET).
    command: `rm -rf data/e2e && npx next start -p ${PORT} --keepAliveTimeout 65000`,
    url: `http://localhost:${PORT}/policy`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      DATA_DIR: 'data/e2e',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      CONTACT_TO: 'team@lumen.test',
      MAIL_FROM: 'Lumen website <no-reply@lumen.test>',
      // A failed delivery is tried again within seconds, not minutes. Messages other tests leave
      // behind wait for a mail server for the whole run: tried every 4 s and swept every second,
      // they cost the server 1.6 % of a core instead of 4.3 % (every 0.8 s, swept every 0.3 s).
      MAIL_RETRY_BASE_MS: '400',
      MAIL_RETRY_MAX_MS: '4000',
      SWEEP_INTERVAL_MS: '1000',
      CONTACT_RATE_LIMIT: '1000',
      SEARCH_RATE_LIMIT: '100000',
      // Every test's browser is on this machine: page views of one address are not limited.
      ANALYTICS_RATE_LIMIT: '100000',
      ANALYTICS_VISITOR_DAILY_LIMIT: '100000',
      // Today's figures a second old at most, so that a test sees its own page views there.
      ANALYTICS_ROLLUP_SECONDS: '1',
      REVALIDATE_SECRET,
      NEXT_PUBLIC_SITE_URL: `http://localhost:${PORT}`,
      CRM_ADMIN_EMAIL: STAFF.email,
      CRM_ADMIN_PASSWORD: STAFF.password,
      // The tests play the reverse proxy in front of the site: X-Forwarded-For from loopback
      // is believed, so a test can act as a client of its own. (The attack suite runs its own
      // server, which believes no forwarded header.)
      TRUSTED_PROXIES: 'loopback',
    },
  },
});
