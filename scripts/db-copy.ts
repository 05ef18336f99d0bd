/**
 * Moves the site to PostgreSQL: copies every article, image, tag, staff account, session and
 * contact message, with their ids, into a PostgreSQL database, then checks the copy.
 *
 *   npm run db:copy -- --to postgres://user:password@host:5432/site
 *   npm run db:copy -- --from data/site.db --to postgres://…     a given SQLite file
 *   npm run db:copy -- --from postgres://… --to postgres://…     one PostgreSQL to another
 *   … --replace                                                   copy over a non-empty target
 *
 * Without --from, the site's SQLite file (DATA_DIR/site.db) is copied. It is read from a backup
 * taken first, so the site may keep running; what it writes after that moment is not copied.
 * A PostgreSQL source is read as of one instant, too.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CliExit, runAsProcess } from './cli';
import { openSqliteSnapshot } from '@/lib/db/backup';
import { copyStore, type CopyReport } from '@/lib/db/copy';
import { rebuildSearchIndex } from '@/lib/articles/search/indexing';
import {
  dataDir,
  migrateToLatest,
  openPostgres,
  parseLocation,
  type Store,
  type StoreLocation,
} from '@/lib/db/database';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(
    'Usage: npm run db:copy -- [--from <SQLite file | postgres URL>] --to <postgres URL> [--replace]',
  );
  throw new CliExit(2);
}

function readArguments(args: string[]) {
  try {
    const { values } = parseArgs({
      args,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        replace: { type: 'boolean', default: false },
      },
    });
    return values;
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error));
  }
}

/** A location as it may be printed: PostgreSQL passwords stay out of the terminal. */
function describe(location: StoreLocation): string {
  if ('sqlite' in location) return path.resolve(location.sqlite);
  const url = new URL(location.postgres);
  if (url.password) url.password = '***';
  return url.toString();
}

async function openSource(
  location: StoreLocation,
): Promise<{ db: Store; close: () => Promise<void> }> {
  if ('sqlite' in location) return openSqliteSnapshot(location.sqlite);
  const db = openPostgres(location.postgres, { max: 2 });
  return { db, close: () => db.destroy() };
}

function printReport(report: CopyReport): void {
  const width = Math.max(...report.tables.map(({ table }) => table.length));
  console.log(`${'table'.padEnd(width)}  rows`);
  for (const { table, rows } of report.tables) console.log(`${table.padEnd(width)}  ${rows}`);
  console.log('verified');
}

export async function main(argv: string[]): Promise<void> {
  const args = readArguments(argv);
  if (!args.to) usage('--to is required.');
  const to = parseLocation(args.to);
  if (!('postgres' in to)) usage('--to must be a postgres:// URL.');
  const from = parseLocation(args.from ?? path.join(dataDir(), 'site.db'));
  if (describe(from) === describe(to)) usage('--from and --to are the same database.');

  console.log(`Copying ${describe(from)}\n     to ${describe(to)}`);
  const source = await openSource(from);
  const target = openPostgres(to.postgres, { max: 2 });
  try {
    await migrateToLatest(target);
    printReport(
      await copyStore(source.db, target, { replace: args.replace, derive: rebuildSearchIndex }),
    );
  } finally {
    await source.close();
    await target.destroy();
  }
}

if (require.main === module) runAsProcess(() => main(process.argv.slice(2)));
