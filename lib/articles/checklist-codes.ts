/** What the checklist before publishing can find (lib/articles/checklist.ts), by code. */
export type ChecklistCode =
  | 'noDescription'
  | 'imageWithoutAlt'
  | 'headingSkipsLevel'
  | 'titleTooLong'
  | 'linkNotFound'
  | 'linkNoAnswer'
  | 'linkCheckFailed';

export const CHECKLIST_CODES: readonly ChecklistCode[] = [
  'noDescription',
  'imageWithoutAlt',
  'headingSkipsLevel',
  'titleTooLong',
  'linkNotFound',
  'linkNoAnswer',
  'linkCheckFailed',
];

/** The known codes in a comma-separated list, each once (what a request says it overrode). */
export function checklistCodes(list: string): ChecklistCode[] {
  const named = new Set(list.split(',').map((code) => code.trim()));
  return CHECKLIST_CODES.filter((code) => named.has(code));
}
