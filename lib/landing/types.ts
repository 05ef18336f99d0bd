import type { Locale } from '@/lib/i18n/routing';
import type { LinkState } from './placeholder';

/** A text in every language of the public site. */
export type Localized = Record<Locale, string>;

/** A portfolio card as the landing page shows it (visible ones only, links checked). */
export interface PublicProject {
  id: number;
  title: Localized;
  description: Localized;
  /** A path of this site: a bundled picture (/images/…) or an uploaded one (/api/images/…). */
  image: string;
  /** null: shown without a link (none, or a placeholder address). */
  url: string | null;
}

/** A portfolio card as a page draws it: its texts in the page's language, its picture's props. */
export interface ProjectCardData {
  id: number;
  title: string;
  description: string;
  /** null: shown without a link (none yet, or a placeholder address). */
  url: string | null;
  /** Its picture's address (components/landing/project-card.tsx draws it through the optimiser). */
  image: string;
}

/** A review as a page draws it: its texts in the page's language, a photo or initials. */
export interface ReviewCardData {
  id: number;
  name: string;
  occupation: string;
  text: string;
  avatar:
    /** The photo's address (components/landing/review-card.tsx draws it through the optimiser). */
    { photo: string } | { initials: string; color: string; textColor: string };
}

/** A review as the landing page shows it. */
export interface PublicReview {
  id: number;
  name: Localized;
  occupation: Localized;
  text: Localized;
  /** A portrait, or null for a coloured circle with the initials. */
  image: string | null;
  color: string;
}

export interface LandingContent {
  projects: PublicProject[];
  reviews: PublicReview[];
}

/** A portfolio card as staff manage it. */
export interface StaffProject {
  id: number;
  title_en: string;
  title_ru: string;
  description_en: string;
  description_ru: string;
  image: string;
  url: string | null;
  linkState: LinkState;
  hidden: boolean;
  updated_at: string;
}

/** A review as staff manage it. */
export interface StaffReview {
  id: number;
  name_en: string;
  name_ru: string;
  occupation_en: string;
  occupation_ru: string;
  text_en: string;
  text_ru: string;
  image: string | null;
  color: string;
  hidden: boolean;
  updated_at: string;
}
