/** @jest-environment node */
import path from 'node:path';
import { readConfig } from './env';
import { environmentProblems, providerProblem, validateEnvironment } from './env.schema';

describe('validateEnvironment', () => {
  it('accepts an empty and a complete configuration', () => {
    expect(() => validateEnvironment({})).not.toThrow();
    expect(() =>
      validateEnvironment({
        NEXT_PUBLIC_SITE_URL: 'https://lumen.agency',
        NEXT_PUBLIC_GA_ID: 'G-ABC123',
        SMTP_URL: 'smtp://user:pass@127.0.0.1:2525',
        CONTACT_TO: 'team@lumen.agency',
        CONTACT_RATE_LIMIT: '5',
      }),
    ).not.toThrow();
  });

  it('names every malformed variable', () => {
    expect(() =>
      validateEnvironment({
        SMTP_URL: 'mail.example.com',
        CONTACT_TO: 'nobody',
        NEXT_PUBLIC_GA_ID: 'UA-1',
      }),
    ).toThrow(/SMTP_URL[\s\S]*CONTACT_TO|CONTACT_TO[\s\S]*SMTP_URL/);
  });

  it('says what each malformed variable should be', () => {
    expect(environmentProblems({ REVALIDATE_SECRET: 'short' })).toEqual([
      'REVALIDATE_SECRET must be at least 16 characters (a random secret)',
    ]);
    expect(environmentProblems({ TRUSTED_PROXIES: 'proxy.internal' })[0]).toMatch(
      /^TRUSTED_PROXIES must be a hop count/,
    );
    expect(environmentProblems({ CONTACT_RATE_LIMIT: 'five' })[0]).toBe(
      'CONTACT_RATE_LIMIT must be a whole number of messages',
    );
    expect(environmentProblems({ TRUSTED_PROXIES: 'loopback, 10.0.0.0/8' })).toEqual([]);
    expect(
      environmentProblems({
        DATABASE_URL: 'mysql://db/site',
        REDIS_URL: 'cache:6379',
        CRON_SECRET: 'short',
      }),
    ).toEqual([
      'DATABASE_URL must be a postgres:// URL, e.g. postgres://user:password@db.example.com:5432/site',
      'REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://cache:6379',
      'CRON_SECRET must be at least 16 characters (a random secret)',
    ]);
  });

  it('keeps contact messages a whole number of days, at least one', () => {
    for (const days of ['1', '30', '365', '99999']) {
      expect(environmentProblems({ CONTACT_RETENTION_DAYS: days })).toEqual([]);
    }
    for (const days of ['0', '-5', '1.5', '365d', 'a year', ' 365', '0365', '100000']) {
      expect(environmentProblems({ CONTACT_RETENTION_DAYS: days })).toEqual([
        'CONTACT_RETENTION_DAYS must be a whole number of days from 1 to 99999 (how long contact messages are kept)',
      ]);
    }
    expect(() => validateEnvironment({ CONTACT_RETENTION_DAYS: 'forever' })).toThrow(
      /will not start[\s\S]*CONTACT_RETENTION_DAYS/,
    );
    expect(readConfig({}).contactRetentionDays).toBe(365);
    expect(readConfig({ CONTACT_RETENTION_DAYS: '' }).contactRetentionDays).toBe(365);
    expect(readConfig({ CONTACT_RETENTION_DAYS: '30' }).contactRetentionDays).toBe(30);
  });

  it('counts page views unless ANALYTICS=off, keeping them 30 days by default', () => {
    expect(readConfig({}).analytics).toEqual({
      enabled: true,
      retentionDays: 30,
      rateLimit: 120,
      rollupMs: 60_000,
      visitorDailyLimit: 300,
    });
    expect(
      readConfig({
        ANALYTICS: 'off',
        ANALYTICS_RETENTION_DAYS: '7',
        ANALYTICS_RATE_LIMIT: '10',
        ANALYTICS_ROLLUP_SECONDS: '5',
        ANALYTICS_VISITOR_DAILY_LIMIT: '40',
      }).analytics,
    ).toEqual({
      enabled: false,
      retentionDays: 7,
      rateLimit: 10,
      rollupMs: 5_000,
      visitorDailyLimit: 40,
    });
    expect(environmentProblems({ ANALYTICS: 'no' })).toEqual(['ANALYTICS must be on or off']);
    expect(environmentProblems({ ANALYTICS_RETENTION_DAYS: '0' })).toEqual([
      'ANALYTICS_RETENTION_DAYS must be a whole number of days from 1 to 99999 (how long page views are kept)',
    ]);
    expect(environmentProblems({ ANALYTICS_ROLLUP_SECONDS: 'soon' })).toEqual([
      'ANALYTICS_ROLLUP_SECONDS must be a whole number of seconds',
    ]);
    expect(environmentProblems({ ANALYTICS_RATE_LIMIT: 'many' })).toEqual([
      'ANALYTICS_RATE_LIMIT must be a whole number of page views',
    ]);
  });

  it('fills in every default in one place', () => {
    const defaults = readConfig({});
    expect(defaults).toMatchObject({
      production: false,
      development: false,
      building: false,
      gaId: undefined,
      dataDir: path.resolve('data'),
      seedSample: true,
      providerUrl: undefined,
      revalidateSecret: undefined,
      contactRateLimit: 5,
      searchRateLimit: 60,
      contactRetentionDays: 365,
      mail: null,
      trustedProxies: undefined,
      databaseUrl: undefined,
      redisUrl: undefined,
      cronSecret: undefined,
    });
    expect(defaults.siteUrl.href).toBe('http://localhost:3000/');
  });

  it('reads every variable it is given', () => {
    const configured = readConfig({
      NODE_ENV: 'production',
      NEXT_PUBLIC_SITE_URL: 'https://lumen.agency',
      NEXT_PUBLIC_API_URL: 'https://api.example.com/api/',
      DATA_DIR: '/srv/lumen',
      SEED_SAMPLE: '0',
      SMTP_URL: 'smtp://mail:25',
      CONTACT_TO: 'team@lumen.agency',
      MAIL_SWEEP_INTERVAL_MS: '5000',
      CONTACT_RATE_LIMIT: '',
      DATABASE_URL: 'postgres://lumen@db:5432/site',
      REDIS_URL: 'redis://cache:6379',
      CRON_SECRET: 'a-long-random-cron-secret',
    });
    expect(configured).toMatchObject({
      production: true,
      databaseUrl: 'postgres://lumen@db:5432/site',
      redisUrl: 'redis://cache:6379',
      cronSecret: 'a-long-random-cron-secret',
      dataDir: '/srv/lumen',
      seedSample: false,
      providerUrl: 'https://api.example.com/api',
      contactRateLimit: 5,
      searchRateLimit: 60,
      mail: {
        smtpUrl: 'smtp://mail:25',
        to: 'team@lumen.agency',
        from: 'Lumen website <no-reply@lumen.agency>',
        retryBaseMs: 30_000,
        retryMaxMs: 3_600_000,
      },
      sweepIntervalMs: 5_000,
    });
  });
});

describe('the site address', () => {
  const started = (url?: string) => ({ NODE_ENV: 'production', NEXT_PUBLIC_SITE_URL: url });

  it('is the build’s when the build had one, whether the start repeats it or leaves it out', () => {
    for (const env of [
      started(),
      started('http://localhost:4100'),
      started('http://localhost:4100/'),
    ]) {
      expect(environmentProblems(env, 'http://localhost:4100')).toEqual([]);
      expect(readConfig(env, 'http://localhost:4100').siteUrl.href).toBe('http://localhost:4100/');
    }
    const production = readConfig(started(), 'https://lumen.agency');
    expect(production.siteUrl.href).toBe('https://lumen.agency/');
    expect(production.production).toBe(true);
  });

  it('stops a start that gives another one, saying which and what to do', () => {
    expect(environmentProblems(started('http://localhost:3000'), 'http://localhost:4100')).toEqual([
      'NEXT_PUBLIC_SITE_URL is http://localhost:3000, but this build was made for ' +
        'http://localhost:4100: the address is built into the pages. Start without it (or with ' +
        'http://localhost:4100), or build again with http://localhost:3000',
    ]);
    expect(() =>
      validateEnvironment(started('https://staging.lumen.agency'), 'https://lumen.agency'),
    ).toThrow(/NEXT_PUBLIC_SITE_URL is https:\/\/staging\.lumen\.agency, but this build/);
  });

  it('is the start’s local address on a local build, and never a public one there', () => {
    expect(environmentProblems(started('http://localhost:4420'), '')).toEqual([]);
    expect(readConfig(started('http://localhost:4420'), '').siteUrl.href).toBe(
      'http://localhost:4420/',
    );
    expect(readConfig(started(), '').siteUrl.href).toBe('http://localhost:3000/');
    expect(environmentProblems(started('https://lumen.agency'), '')).toEqual([
      'NEXT_PUBLIC_SITE_URL is https://lumen.agency, a public address, but this build was made ' +
        'without one (a local build, without HTTPS): build again with ' +
        'NEXT_PUBLIC_SITE_URL=https://lumen.agency',
    ]);
  });

  it('is the address a local build is served at when the start gives none', () => {
    // `next start -p 4720` and the standalone server (PORT=4720) put the port in PORT.
    const served = { NODE_ENV: 'production', PORT: '4720' };
    expect(readConfig(served, '').siteUrl.href).toBe('http://localhost:4720/');
    expect(readConfig(served, undefined).siteUrl.href).toBe('http://localhost:4720/');
    expect(readConfig({ ...served, NEXT_PUBLIC_SITE_URL: '' }, '').siteUrl.href).toBe(
      'http://localhost:4720/',
    );
    // What the start or the build gives wins; production keeps its configured address.
    expect(
      readConfig({ ...served, NEXT_PUBLIC_SITE_URL: 'http://localhost:4100' }, '').siteUrl.href,
    ).toBe('http://localhost:4100/');
    const production = readConfig(served, 'https://lumen.agency');
    expect([production.siteUrl.href, production.production]).toEqual([
      'https://lumen.agency/',
      true,
    ]);
    for (const port of ['', 'abc', '0', '70000', '80 ']) {
      expect(readConfig({ NODE_ENV: 'production', PORT: port }, '').siteUrl.href).toBe(
        port === '80 ' ? 'http://localhost/' : 'http://localhost:3000/',
      );
    }
  });

  it('is the run’s own where no build’s code runs (scripts, next.config.ts)', () => {
    expect(environmentProblems(started('https://lumen.agency'), undefined)).toEqual([]);
    expect(readConfig(started('https://lumen.agency'), undefined).siteUrl.href).toBe(
      'https://lumen.agency/',
    );
  });
});

describe('the provider a start names, against the build’s', () => {
  const provider = 'http://provider.internal:8080/api';
  const problem = (started: string | undefined, built: string | undefined, standalone = false) =>
    providerProblem(
      started === undefined ? {} : { NEXT_PUBLIC_API_URL: started },
      built,
      standalone,
    );

  it('starts a build with the provider it was made for, however it is written', () => {
    expect(problem(provider, provider)).toBeUndefined();
    expect(problem(`${provider}/ `, provider)).toBeUndefined();
    expect(problem(undefined, '')).toBeUndefined();
    // Outside a build's code (scripts, tests) the run's value is the only one.
    expect(problem(provider, undefined)).toBeUndefined();
  });

  it('stops a build made for a provider started without it, or with another, naming both', () => {
    expect(problem(undefined, provider)).toMatch(
      new RegExp(
        `NEXT_PUBLIC_API_URL is unset, but this build was made for the provider ${provider}`,
      ),
    );
    const other = problem('http://elsewhere:9000/api', provider)!;
    expect(other).toContain('http://elsewhere:9000/api');
    expect(other).toContain(provider);
    expect(environmentProblems({ NEXT_PUBLIC_API_URL: '' }, undefined).length).toBe(0);
  });

  it('lets `next start` give a local build a provider, but not a standalone server', () => {
    expect(problem(provider, '')).toBeUndefined();
    expect(problem(provider, '', true)).toMatch(/standalone build was made without a provider/);
  });
});
