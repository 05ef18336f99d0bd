/**
 * The landing page's fixed structure: its services, reasons and steps, whose texts live in
 * messages/<locale>.json under the same ids. The portfolio and the reviews are staff's, in the
 * store (lib/landing/index.ts).
 */

export const SERVICES = ['web', 'brand', 'software', 'ip', 'ai', 'design'] as const;
export type ServiceId = (typeof SERVICES)[number];

export const REASONS = ['r1', 'r2', 'r3', 'r4', 'r5'] as const;
export const STEPS = ['s1', 's2', 's3', 's4', 's5', 's6'] as const;
/** The step that ships the product, highlighted on the page. */
export const RELEASE_STEP = 's5';

/** The initials a review without a photo shows in its coloured circle. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}
