/** What the CRM's command palette finds, in the order it lists them. */
export const PALETTE_KINDS = ['article', 'message', 'project', 'review', 'staff'] as const;
export type PaletteKind = (typeof PALETTE_KINDS)[number];
