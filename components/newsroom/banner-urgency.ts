/**
 * How soon a banner is wanted: `lcp` (the page's main picture: high priority), `first` (a
 * listing's first picture, the largest in a phone's first screen: requested at once, high
 * priority), `first-row` (the rest of the first row: requested at once) or `lazy` (further
 * down: only when scrolled near).
 */
export type BannerUrgency = 'lcp' | 'first' | 'first-row' | 'lazy';

export const URGENCY = {
  lcp: { fetchPriority: 'high' },
  first: { loading: 'eager', fetchPriority: 'high' },
  'first-row': { loading: 'eager' },
  lazy: { loading: 'lazy' },
} as const;
