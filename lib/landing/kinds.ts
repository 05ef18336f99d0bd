import type * as z from 'zod';
import type { AuditAction } from '@/lib/audit/log';
import type { Executor } from '@/lib/db/database';
import {
  getProject,
  getReview,
  insertProject,
  insertReview,
  listProjects,
  listReviews,
  updateProject,
  updateReview,
  type LandingTable,
  type ProjectFieldsRow,
  type ReviewFieldsRow,
} from '@/lib/landing/store';
import type { ProjectRow, ReviewRow } from '@/lib/db/schema';
import {
  PROJECT_FIELDS,
  projectFieldsSchema,
  REVIEW_FIELDS,
  reviewFieldsSchema,
} from '@/lib/landing/validation';
import { toStaffProject, toStaffReview } from './records';
import type { StaffProject, StaffReview } from './types';

/**
 * The two kinds of landing-page card staff manage, described once so that one set of
 * use-cases (lib/landing/service.ts) serves both: what their fields are, where they are kept,
 * what the audit log calls them.
 */
export interface LandingKind<Row extends { id: number }, Fields extends object, Staff> {
  table: LandingTable;
  schema: z.ZodType<Fields, Record<string, string>>;
  /** The names of its text fields (the form's and the multipart body's). */
  fields: readonly string[];
  /** A card cannot be without a picture (a portfolio card); a review may be. */
  imageRequired: boolean;
  list(db: Executor): Promise<Row[]>;
  get(db: Executor, id: number): Promise<Row | undefined>;
  insert(trx: Executor, fields: Fields, image: string | null, now: Date): Promise<number>;
  update(
    trx: Executor,
    id: number,
    fields: Fields,
    image: string | null,
    now: Date,
  ): Promise<boolean>;
  imageOf(row: Row): string | null;
  toStaff(row: Row): Staff;
  /** How the audit log names it: its Russian title (the CRM's language). */
  label(row: Row): string;
  actions: Record<'created' | 'updated' | 'deleted' | 'reordered', AuditAction>;
}

type ProjectFields = z.output<typeof projectFieldsSchema>;
type ReviewFields = z.output<typeof reviewFieldsSchema>;

const projectRow = (fields: ProjectFields, image: string | null): ProjectFieldsRow => ({
  ...fields,
  // Checked by the service: a portfolio card always has its picture.
  image: image ?? '',
});

const reviewRow = (fields: ReviewFields, image: string | null): ReviewFieldsRow => ({
  ...fields,
  image,
});

export const PROJECTS: LandingKind<ProjectRow, ProjectFields, StaffProject> = {
  table: 'projects',
  schema: projectFieldsSchema,
  fields: PROJECT_FIELDS,
  imageRequired: true,
  list: listProjects,
  get: getProject,
  insert: (trx, fields, image, now) => insertProject(trx, projectRow(fields, image), { now }),
  update: (trx, id, fields, image, now) => updateProject(trx, id, projectRow(fields, image), now),
  imageOf: (row) => row.image,
  toStaff: toStaffProject,
  label: (row) => row.title_ru,
  actions: {
    created: 'project.created',
    updated: 'project.updated',
    deleted: 'project.deleted',
    reordered: 'project.reordered',
  },
};

export const REVIEWS: LandingKind<ReviewRow, ReviewFields, StaffReview> = {
  table: 'reviews',
  schema: reviewFieldsSchema,
  fields: REVIEW_FIELDS,
  imageRequired: false,
  list: listReviews,
  get: getReview,
  insert: (trx, fields, image, now) => insertReview(trx, reviewRow(fields, image), { now }),
  update: (trx, id, fields, image, now) => updateReview(trx, id, reviewRow(fields, image), now),
  imageOf: (row) => row.image,
  toStaff: toStaffReview,
  label: (row) => row.name_ru,
  actions: {
    created: 'review.created',
    updated: 'review.updated',
    deleted: 'review.deleted',
    reordered: 'review.reordered',
  },
};
