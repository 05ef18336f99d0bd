/**
 * The landing page's structure: which cards exist, their order, images and links. Their texts
 * live in messages/<locale>.json under the same ids.
 */

export const SERVICES = ['web', 'brand', 'software', 'ip', 'ai', 'design'] as const;
export type ServiceId = (typeof SERVICES)[number];

export const REASONS = ['r1', 'r2', 'r3', 'r4', 'r5'] as const;
export const STEPS = ['s1', 's2', 's3', 's4', 's5', 's6'] as const;
/** The step that ships the product, highlighted on the page. */
export const RELEASE_STEP = 's5';

export type ProjectId = keyof (typeof import('@/messages/en.json'))['ourProjects']['items'];

export interface Project {
  id: ProjectId;
  image: string;
  /** External site; a card without one is shown disabled. */
  url?: string;
  /** Kept for the record but not shown (the client asked us to withdraw the case). */
  withdrawn?: boolean;
}

const project = (n: number, url?: string, withdrawn?: boolean): Project => ({
  id: `p${n}` as ProjectId,
  image: `/images/projects/p${n}.webp`,
  ...(url ? { url } : {}),
  ...(withdrawn ? { withdrawn } : {}),
});

// Case-study links point at each client's site; replace them with the real addresses.
export const PROJECTS: readonly Project[] = [
  project(1, 'https://brewline.example'),
  project(2, 'https://paylio.example'),
  project(3, 'https://cargoway.example'),
  project(4),
  project(5, 'https://studyfy.example'),
  project(6, 'https://northwind-home.example'),
  project(7, 'https://casa-verde.example'),
  project(8),
  project(9, 'https://clausewise.example'),
  project(10, 'https://ferrum-works.example'),
  project(11, 'https://pulse-media.example', true),
  project(12, 'https://open-hands.example'),
  project(13),
  project(14, 'https://fittrack.example'),
  project(15, 'https://aurora-skin.example'),
  project(16, 'https://sana.example'),
  project(17, 'https://greenfield-farms.example'),
  project(18),
  project(19, 'https://vela-travel.example'),
  project(20, 'https://finory.example'),
  project(21, 'https://urbanpark.example'),
  project(22, undefined, true),
  project(23, 'https://dentapro.example'),
  project(24, 'https://skillbridge.example'),
  project(25, 'https://atlas-wms.example'),
  project(26),
  project(27, 'https://bloom-voice.example'),
];

export const VISIBLE_PROJECTS = PROJECTS.filter((p) => !p.withdrawn);

export type ReviewId = 'c1' | 'c2' | 'c3' | 'c4' | 'c5' | 'c6' | 'c7' | 'c8' | 'c9';

export interface Review {
  id: ReviewId;
  /** A portrait, or else a coloured circle with the reviewer's initials. */
  image?: string;
  color: string;
}

export const REVIEWS: readonly Review[] = [
  { id: 'c1', image: '/images/reviews/r1.webp', color: '#6a47ff' },
  { id: 'c2', color: '#0b7358' },
  { id: 'c3', image: '/images/reviews/r2.webp', color: '#c2410c' },
  { id: 'c4', color: '#5433e6' },
  { id: 'c5', image: '/images/reviews/r3.webp', color: '#0e7490' },
  { id: 'c6', color: '#b42364' },
  { id: 'c7', color: '#4d5b10' },
  { id: 'c8', image: '/images/reviews/r4.webp', color: '#7c3aed' },
  { id: 'c9', color: '#9a3412' },
];

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}
