import type { CardKind } from './queries/landing';

/**
 * Addresses of the CRM's screens: every link, redirect and history entry to one of them is
 * built here (the navigation's sections are in lib/crm/sections.ts, sign-in in
 * lib/auth/config.ts).
 */

/** The list of articles. */
export const CRM_ARTICLES = '/crm/articles';
/** A new article's form. */
export const NEW_ARTICLE = '/crm/article/new';

/** An article's form: `/crm/article/edit/{id}`. */
export function articleEditHref(id: number): string {
  return `/crm/article/edit/${id}`;
}

/** An article's history of revisions: `/crm/article/history/{id}`. */
export function articleHistoryHref(id: number): string {
  return `/crm/article/history/${id}`;
}

/** A kind of card's list, `/crm/projects`; its new card's form, or one card's form. */
export function cardsHref(kind: CardKind, card?: number | 'new'): string {
  return card === undefined ? `/crm/${kind}` : `/crm/${kind}/${card}`;
}
