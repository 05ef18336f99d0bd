import type { Executor } from '@/lib/db/database';
import { listGroupMembers, moveTranslationGroup } from '@/lib/articles/translations-store';

/**
 * What a translation group needs once article `leftId` has left it (unlinked or deleted): a
 * single article left is linked to nothing, and a group named after the article that left is
 * renamed after its first remaining one, so that the name cannot be taken again by that article.
 */
export async function tidyGroup(trx: Executor, group: number, leftId: number): Promise<number[]> {
  const remaining = await listGroupMembers(trx, [group]);
  if (remaining.length <= 1) {
    await moveTranslationGroup(trx, group, null);
  } else if (group === leftId) {
    await moveTranslationGroup(trx, group, Math.min(...remaining.map((member) => member.id)));
  }
  return remaining.map((member) => member.id);
}
