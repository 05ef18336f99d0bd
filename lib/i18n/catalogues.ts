import type en from '@/messages/en.json';
import type ru from '@/messages/ru.json';
import type { Locale } from './routing';

/** Every catalogue must have the shape of the English one: a missing key is a type error. */
export type Catalogue = typeof en;
type Checked = Record<Locale, Catalogue>;
export type CataloguesMatch = { en: typeof en; ru: typeof ru } extends Checked ? true : never;
export const cataloguesMatch: CataloguesMatch = true;
