import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startRedisServer, type RedisServer } from '../../test/redis-server';
import { freePort } from './site';

export type { RedisServer };

/**
 * The PostgreSQL server the test command started (scripts/services.sh): suites that need one
 * fail with this reason when it is missing, rather than pass without it.
 */
export function testDatabaseServer(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through npm run test:all');
  return url;
}

/** A new, empty database on the test server; `drop()` removes it. */
export async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = testDatabaseServer();
  const name = `site_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A throwaway Redis of a suite's own, on a free loopback port, keeping nothing on disk. */
export async function startRedis(): Promise<RedisServer> {
  return startRedisServer(await freePort());
}
