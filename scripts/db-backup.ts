/**
 * A backup of the site's SQLite store (DATA_DIR/site.db), safe to take while the site runs.
 *
 *   npm run db:backup                        DATA_DIR/backups/site-<date and time>.db
 *   npm run db:backup -- --out <file>
 *
 * The backup is checked (SQLite's integrity check) before the script reports it. A site on
 * PostgreSQL (DATABASE_URL) is backed up with pg_dump instead; the script says how.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CliExit, runAsProcess } from './cli';
import { backupSqlite, checkSqliteBackup } from '@/lib/db/backup';
import { configuredLocation, dataDir } from '@/lib/db/database';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error('Usage: npm run db:backup [-- --out <file>]');
  throw new CliExit(2);
}

function readOut(args: string[]): string | undefined {
  try {
    return parseArgs({ args, options: { out: { type: 'string' } } }).values.out;
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error));
  }
}

/** DATA_DIR/backups/site-2026-03-01T09-30-00.125Z.db: sorts by date, valid on every system. */
function defaultOut(now = new Date()): string {
  return path.join(dataDir(), 'backups', `site-${now.toISOString().replaceAll(':', '-')}.db`);
}

function explainPostgres(): never {
  const stamp = new Date().toISOString().replaceAll(':', '-');
  console.error(
    [
      'The site runs on PostgreSQL (DATABASE_URL is set): back it up with pg_dump, e.g.',
      '',
      `  pg_dump --format=custom --no-owner --file=site-${stamp}.dump "$DATABASE_URL"`,
      '',
      'and restore it with',
      '',
      `  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" site-${stamp}.dump`,
    ].join('\n'),
  );
  throw new CliExit(1);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

export async function main(argv: string[]): Promise<void> {
  const location = configuredLocation();
  if ('postgres' in location) explainPostgres();
  const out = path.resolve(readOut(argv) ?? defaultOut());
  await backupSqlite(location.sqlite, out);
  const check = checkSqliteBackup(out);
  if (check.integrity.join() !== 'ok') {
    throw new Error(
      `The backup at ${out} failed its integrity check:\n${check.integrity.join('\n')}`,
    );
  }
  console.log(`Backup: ${out}`);
  console.log(`Size: ${megabytes(check.bytes)} (${check.bytes} bytes)`);
  console.log(`Articles: ${check.articles}`);
  console.log('Integrity check: ok');
}

if (require.main === module) runAsProcess(() => main(process.argv.slice(2)));
