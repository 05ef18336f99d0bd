/** Landing sections in page order; ids are also the anchors the header links to. */
export const LANDING_SECTIONS = [
  'start',
  'whatWeDo',
  'ourProjects',
  'aboutUs',
  'whyUs',
  'howWeWork',
  'happyClients',
  'fromNewsroom',
  'contactForm',
] as const;

export type LandingSection = (typeof LANDING_SECTIONS)[number];

/** Sections with a header link, in order. */
export const NAV_SECTIONS = [
  'start',
  'whatWeDo',
  'ourProjects',
  'aboutUs',
  'howWeWork',
  'contactForm',
] as const satisfies readonly LandingSection[];

export type NavSection = (typeof NAV_SECTIONS)[number];

/** A header link a section can light up: a section's own, or the newsroom page's. */
export type NavTarget = NavSection | 'newsroom';

/** Which header link a visible section lights up. */
export const NAV_FOR_SECTION: Record<LandingSection, NavTarget> = {
  start: 'start',
  whatWeDo: 'whatWeDo',
  ourProjects: 'ourProjects',
  aboutUs: 'aboutUs',
  whyUs: 'aboutUs',
  howWeWork: 'howWeWork',
  happyClients: 'howWeWork',
  // The latest articles: the newsroom's link, which leads to the rest of them.
  fromNewsroom: 'newsroom',
  contactForm: 'contactForm',
};

export const VISIBILITY_THRESHOLD = 0.2;
export const SCROLL_OFFSET_PX = 100;

/**
 * The section a reader is on: the first, in page order, of which at least 20% is in view
 * (20% of the viewport for sections taller than it).
 */
export function activeSection(
  rects: ReadonlyArray<{ id: LandingSection; top: number; height: number }>,
  viewportHeight: number,
): LandingSection | null {
  for (const { id, top, height } of rects) {
    const visible = Math.min(top + height, viewportHeight) - Math.max(top, 0);
    if (visible > 0 && visible >= VISIBILITY_THRESHOLD * Math.min(height, viewportHeight))
      return id;
  }
  return null;
}
