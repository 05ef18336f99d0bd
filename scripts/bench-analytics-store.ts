// How fast each engine keeps page views (run by `npm run bench` beside the search's figures;
// a benchmark, not a test): batches of 500 written as the collector writes them, for
// `--seconds` each, then one day of them rolled up. Where PostgreSQL stops keeping up is where
// page views belong in a column store (docs/ARCHITECTURE.md, Analytics).
//
//   npx tsx scripts/bench-analytics-store.ts [--seconds 10] [--postgres <url>] [--write]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { demoTraffic } from '@/lib/analytics/demo';
import { eventWrites } from '@/lib/analytics/events-store';
import { migrateToLatest, openPostgres, openSqlite, type Store } from '@/lib/db/database';
import { writeDocSection } from './load/doc-section.mjs';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

const SECONDS = Number(option('seconds') ?? 10);
const BATCH = 500;
const NOW = new Date('2026-03-01T23:00:00.000Z');

async function measure(engine: string, db: Store) {
  const events = eventWrites(db, { clock: () => NOW });
  // One day of made-up traffic, as many times over as the time allows.
  const day = demoTraffic({
    days: 1,
    now: NOW,
    articles: [{ id: 1, language: 'en' }],
    visitors: 4000,
  });
  let written = 0;
  const started = performance.now();
  while (performance.now() - started < SECONDS * 1000) {
    for (let i = 0; i < day.length; i += BATCH) await events.write(day.slice(i, i + BATCH));
    written += day.length;
  }
  const perSecond = Math.round(written / ((performance.now() - started) / 1000));
  const rolled = performance.now();
  await events.rollUp('2026-03-01', true);
  const rollUpSeconds = (performance.now() - rolled) / 1000;
  console.log(
    `${engine}: ${perSecond} page views/s written; a day of ${written} rolled up in ${rollUpSeconds.toFixed(1)} s`,
  );
  return { engine, perSecond, written, rollUpSeconds };
}

async function main() {
  const results = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-analytics-store-'));
  const sqlite = openSqlite(path.join(dir, 'site.db'));
  try {
    await migrateToLatest(sqlite);
    results.push(await measure('SQLite', sqlite));
  } finally {
    await sqlite.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const postgresUrl = option('postgres') ?? process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const schema = `bench_${Date.now().toString(36)}`;
    const admin = openPostgres(postgresUrl, { max: 1 });
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    await admin.destroy();
    const url = new URL(postgresUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const postgres = openPostgres(url.toString(), { max: 2 });
    try {
      await migrateToLatest(postgres);
      results.push(await measure('PostgreSQL', postgres));
    } finally {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(postgres);
      await postgres.destroy();
    }
  } else {
    console.warn('No PostgreSQL (TEST_DATABASE_URL or --postgres): SQLite only.');
  }

  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores: page views ` +
      `written in batches of ${BATCH} (the collector's) for ${SECONDS} s, one process, then that day rolled up.`,
    '',
    '| engine | page views written a second | a day of them rolled up |',
    '| --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.engine} | ${r.perSecond} | ${r.written} page views in ${r.rollUpSeconds.toFixed(1)} s |`,
    ),
  ].join('\n');
  console.log(`\n${table}\n`);
  if (process.argv.includes('--write')) {
    await writeDocSection('analytics-store', '### Where page views are kept', table);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
