import { createHash } from 'node:crypto';
import {
  COPY_ORDER,
  countRows,
  IMAGES,
  pageSize,
  readPages,
  TIME_COLUMNS,
  type Row,
  type TableSpec,
} from './copy-plan';
import type { Store } from './database';

/** Whether a copy of the site (copy.ts) is exact: every row of every table, every image's bytes. */

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A row in a form both engines agree on: instants for timestamps, digests for bytes. */
function normalize(row: Row): string {
  const entries = Object.keys(row)
    .sort()
    .map((column) => {
      const value = row[column];
      if (Buffer.isBuffer(value)) return [column, sha256(value)];
      if (TIME_COLUMNS.has(column) && typeof value === 'string') {
        return [column, new Date(value).toISOString()];
      }
      return [column, value];
    });
  return JSON.stringify(entries);
}

/** One digest of a table's whole contents, independent of the order rows come back in. */
async function fingerprint(db: Store, spec: TableSpec, batchSize?: number): Promise<string> {
  const digests: string[] = [];
  for await (const rows of readPages(db, spec, pageSize(spec, batchSize))) {
    for (const row of rows) digests.push(createHash('sha256').update(normalize(row)).digest('hex'));
  }
  return createHash('sha256').update(digests.sort().join('\n')).digest('hex');
}

function getImageBytes(db: Store, hash: string) {
  return db.selectFrom('images').select('bytes').where('hash', '=', hash).executeTakeFirst();
}

async function imageProblem(hash: string, original: Buffer, target: Store) {
  const copied = await getImageBytes(target, hash);
  if (!copied) return `image ${hash} is missing from the target`;
  if (sha256(copied.bytes) === hash) return undefined;
  return sha256(original) === hash
    ? `image ${hash}: the target's bytes do not match its hash`
    : `image ${hash}: its bytes do not match its hash in the source already`;
}

/** Every image of the source is in the target, byte for byte, and still matches its hash. */
async function imageProblems(source: Store, target: Store): Promise<string[]> {
  const problems: string[] = [];
  for await (const rows of readPages(source, IMAGES, 1)) {
    for (const row of rows) {
      const problem = await imageProblem(row.hash as string, row.bytes as Buffer, target);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

/**
 * What differs between `source` and `target`: row counts, the contents of every table (every
 * column of every row) and the bytes of every image. Empty when the target is an exact copy.
 */
export async function verifyCopy(
  source: Store,
  target: Store,
  { batchSize }: { batchSize?: number } = {},
): Promise<string[]> {
  const problems: string[] = [];
  for (const spec of COPY_ORDER) {
    const [from, to] = [await countRows(source, spec.name), await countRows(target, spec.name)];
    if (from !== to) {
      problems.push(`${spec.name}: ${from} rows in the source, ${to} in the target`);
    } else if (
      (await fingerprint(source, spec, batchSize)) !== (await fingerprint(target, spec, batchSize))
    ) {
      problems.push(`${spec.name}: the same number of rows, but their contents differ`);
    }
  }
  return [...problems, ...(await imageProblems(source, target))];
}
