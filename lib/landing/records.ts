import type { ProjectRow, ReviewRow } from '@/lib/db/schema';
import type { ProjectFieldsRow, ReviewFieldsRow } from '@/lib/landing/store';
import { linkState, publicLink } from './placeholder';
import type { PublicProject, PublicReview, StaffProject, StaffReview } from './types';

/** Rows (or seed entries) in the shapes the landing page and the CRM use. */

type ProjectSource = ProjectFieldsRow & { id: number; hidden: number | boolean };
type ReviewSource = ReviewFieldsRow & { id: number; hidden: number | boolean };

export function toPublicProject(row: ProjectSource): PublicProject {
  return {
    id: row.id,
    title: { en: row.title_en, ru: row.title_ru },
    description: { en: row.description_en, ru: row.description_ru },
    image: row.image,
    url: publicLink(row.url),
  };
}

export function toPublicReview(row: ReviewSource): PublicReview {
  return {
    id: row.id,
    name: { en: row.name_en, ru: row.name_ru },
    occupation: { en: row.occupation_en, ru: row.occupation_ru },
    text: { en: row.text_en, ru: row.text_ru },
    image: row.image,
    color: row.color,
  };
}

/** What visitors see: visible cards, in order, as the landing page renders them. */
export function publicContent(projects: ProjectSource[], reviews: ReviewSource[]) {
  return {
    projects: projects.filter((row) => !row.hidden).map(toPublicProject),
    reviews: reviews.filter((row) => !row.hidden).map(toPublicReview),
  };
}

export function toStaffProject(row: ProjectRow): StaffProject {
  return {
    id: row.id,
    title_en: row.title_en,
    title_ru: row.title_ru,
    description_en: row.description_en,
    description_ru: row.description_ru,
    image: row.image,
    url: row.url,
    linkState: linkState(row.url),
    hidden: Boolean(row.hidden),
    updated_at: row.updated_at,
  };
}

export function toStaffReview(row: ReviewRow): StaffReview {
  return {
    id: row.id,
    name_en: row.name_en,
    name_ru: row.name_ru,
    occupation_en: row.occupation_en,
    occupation_ru: row.occupation_ru,
    text_en: row.text_en,
    text_ru: row.text_ru,
    image: row.image,
    color: row.color,
    hidden: Boolean(row.hidden),
    updated_at: row.updated_at,
  };
}
