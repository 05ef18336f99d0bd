import type { Failure, Result } from '@/lib/failure';
import { saveImage } from '@/lib/articles/images';
import { recordAudit } from '@/lib/audit/log';
import { ImageRejected, processImage, type ProcessedImage } from '@/lib/images/process';
import { getStore, type Executor } from '@/lib/db/database';
import { deleteRow, reorder, setHidden } from '@/lib/landing/store';
import type { StaffAccount } from '@/lib/auth/staff-account';
import type { LandingKind } from './kinds';
import { revalidateLanding } from './revalidate';

/**
 * The use-cases of the landing page's portfolio and reviews, HTTP-free, for either kind of
 * card (lib/landing/kinds.ts): each validates, persists with its audit entry in one
 * transaction, and refreshes the landing page in both languages. Problems are catalogue keys
 * (`landing.validation.*`, `images.*`), translated at the edge.
 */

/** What staff send for a card, from whatever transport. */
export interface CardSubmission {
  /** The text fields by name; absent ones are ''. */
  fields: Record<string, string>;
  /** A new picture's bytes, when one was chosen (an empty file included, to be refused). */
  image?: Uint8Array;
  /** Drop the picture (a review then shows its coloured circle). */
  removeImage?: boolean;
}

export type CardProblems = Record<string, string[]>;

export type CardResult<T> = Result<
  T,
  | (Failure & { code: 'invalid'; problems: CardProblems })
  /** The picture is over the size limit and nothing else is wrong: its problem is the message. */
  | (Failure & { code: 'tooLarge'; message: string })
  | (Failure & { code: 'notFound' })
  /** The order sent does not name every card once: someone added or deleted one meanwhile. */
  | (Failure & { code: 'orderChanged' })
>;

const notFound = { ok: false, code: 'notFound', message: 'landing.api.notFound' } as const;

type AnyKind<Row extends { id: number }, Fields extends object, Staff> = LandingKind<
  Row,
  Fields,
  Staff
>;

async function readImage(bytes: Uint8Array): Promise<ProcessedImage | ImageRejected> {
  try {
    return await processImage(Buffer.from(bytes));
  } catch (error) {
    if (error instanceof ImageRejected) return error;
    throw error;
  }
}

type Validated<Fields> =
  | { ok: true; fields: Fields; image?: ProcessedImage }
  | Extract<CardResult<never>, { code: 'invalid' | 'tooLarge' }>;

async function validate<Fields extends object>(
  kind: AnyKind<{ id: number }, Fields, unknown>,
  submission: CardSubmission,
  hasImage: boolean,
): Promise<Validated<Fields>> {
  const problems: CardProblems = {};
  const parsed = kind.schema.safeParse(submission.fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      (problems[field] ??= []).push(`landing.validation.${issue.message}`);
    }
  }
  let image: ProcessedImage | undefined;
  if (submission.image) {
    const read = await readImage(submission.image);
    if (read instanceof ImageRejected) {
      const imageProblem = { image: [`images.${read.problem}`] };
      if (read.status === 413 && Object.keys(problems).length === 0) {
        return { ok: false, code: 'tooLarge', message: `images.${read.problem}` };
      }
      Object.assign(problems, imageProblem);
    } else {
      image = read;
    }
  } else if (kind.imageRequired && (!hasImage || submission.removeImage)) {
    problems.image = ['landing.validation.imageMissing'];
  }
  if (!parsed.success || Object.keys(problems).length > 0) {
    return { ok: false, code: 'invalid', problems };
  }
  return { ok: true, fields: parsed.data, image };
}

/** Where a stored picture is served (the store keeps paths of this site). */
async function storedImage(trx: Executor, image: ProcessedImage, now: Date): Promise<string> {
  return `/api/${(await saveImage(trx, image, now)).path}`;
}

export async function listCards<Row extends { id: number }, Staff>(
  kind: AnyKind<Row, object, Staff>,
): Promise<Staff[]> {
  return (await kind.list(await getStore())).map((row) => kind.toStaff(row));
}

export async function getCard<Row extends { id: number }, Staff>(
  kind: AnyKind<Row, object, Staff>,
  id: number | undefined,
): Promise<Staff | undefined> {
  if (id === undefined) return undefined;
  const row = await kind.get(await getStore(), id);
  return row ? kind.toStaff(row) : undefined;
}

export async function createCard<Row extends { id: number }, Fields extends object, Staff>(
  kind: AnyKind<Row, Fields, Staff>,
  submission: CardSubmission,
  actor: StaffAccount,
): Promise<CardResult<Staff>> {
  const valid = await validate(kind, submission, false);
  if (!valid.ok) return valid;
  const now = new Date();
  const row = await (await getStore()).transaction().execute(async (trx) => {
    const image = valid.image ? await storedImage(trx, valid.image, now) : null;
    const id = await kind.insert(trx, valid.fields, image, now);
    const created = (await kind.get(trx, id))!;
    await recordAudit(
      trx,
      actor,
      { action: kind.actions.created, subject: { id, label: kind.label(created) } },
      now,
    );
    return created;
  });
  await revalidateLanding();
  return { ok: true, value: kind.toStaff(row) };
}

/** The names of the fields whose values differ between two rows. */
function changedFields(before: object, after: object): string {
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  return Object.keys(now)
    .filter((key) => !['updated_at', 'position'].includes(key) && was[key] !== now[key])
    .join(', ');
}

export async function updateCard<Row extends { id: number }, Fields extends object, Staff>(
  kind: AnyKind<Row, Fields, Staff>,
  id: number | undefined,
  submission: CardSubmission,
  actor: StaffAccount,
): Promise<CardResult<Staff>> {
  const db = await getStore();
  const before = id === undefined ? undefined : await kind.get(db, id);
  if (!before) return notFound;
  const valid = await validate(kind, submission, kind.imageOf(before) !== null);
  if (!valid.ok) return valid;
  const now = new Date();
  const row = await db.transaction().execute(async (trx) => {
    const image = valid.image
      ? await storedImage(trx, valid.image, now)
      : submission.removeImage
        ? null
        : kind.imageOf(before);
    if (!(await kind.update(trx, before.id, valid.fields, image, now))) return undefined;
    const after = (await kind.get(trx, before.id))!;
    await recordAudit(
      trx,
      actor,
      {
        action: kind.actions.updated,
        subject: { id: before.id, label: kind.label(after) },
        details: { changed: changedFields(before, after) },
      },
      now,
    );
    return after;
  });
  if (!row) return notFound;
  await revalidateLanding();
  return { ok: true, value: kind.toStaff(row) };
}

/** Shows or hides a card on the landing page (it stays in the CRM either way). */
export async function setCardHidden<Row extends { id: number }, Staff>(
  kind: AnyKind<Row, object, Staff>,
  id: number | undefined,
  hidden: boolean,
  actor: StaffAccount,
): Promise<CardResult<Staff>> {
  if (id === undefined) return notFound;
  const now = new Date();
  const row = await (await getStore()).transaction().execute(async (trx) => {
    if (!(await setHidden(trx, kind.table, id, hidden, now))) return undefined;
    const after = (await kind.get(trx, id))!;
    await recordAudit(
      trx,
      actor,
      {
        action: kind.actions.updated,
        subject: { id, label: kind.label(after) },
        details: { hidden },
      },
      now,
    );
    return after;
  });
  if (!row) return notFound;
  await revalidateLanding();
  return { ok: true, value: kind.toStaff(row) };
}

export async function deleteCard<Row extends { id: number }, Staff>(
  kind: AnyKind<Row, object, Staff>,
  id: number | undefined,
  actor: StaffAccount,
): Promise<CardResult<void>> {
  if (id === undefined) return notFound;
  const deleted = await (await getStore()).transaction().execute(async (trx) => {
    const row = await kind.get(trx, id);
    if (!row || !(await deleteRow(trx, kind.table, id))) return false;
    await recordAudit(trx, actor, {
      action: kind.actions.deleted,
      subject: { id, label: kind.label(row) },
    });
    return true;
  });
  if (!deleted) return notFound;
  await revalidateLanding();
  return { ok: true, value: undefined };
}

/**
 * Puts the cards in the order of `ids` (every card once), in one transaction with its audit
 * entry, which names the cards that moved. Refused, with nothing changed, when `ids` is not
 * the current set of cards.
 */
export async function reorderCards<Row extends { id: number }, Staff>(
  kind: AnyKind<Row, object, Staff>,
  ids: readonly number[],
  actor: StaffAccount,
): Promise<CardResult<Staff[]>> {
  const now = new Date();
  const rows = await (await getStore()).transaction().execute(async (trx) => {
    const before = await kind.list(trx);
    if ((await reorder(trx, kind.table, ids, now)) !== 'ok') return undefined;
    const moved = before.filter((row, index) => ids[index] !== row.id);
    if (moved.length === 0) return before;
    await recordAudit(
      trx,
      actor,
      {
        action: kind.actions.reordered,
        subject: { label: moved.map((row) => kind.label(row)).join(', ') },
        details: { order: ids.join(',') },
      },
      now,
    );
    return kind.list(trx);
  });
  if (!rows) return { ok: false, code: 'orderChanged' };
  await revalidateLanding();
  return { ok: true, value: rows.map((row) => kind.toStaff(row)) };
}
