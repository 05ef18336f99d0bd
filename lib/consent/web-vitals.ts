import { readConsent } from './consent';

export interface VitalMetric {
  name: string;
  value: number;
  id: string;
  rating?: string;
}

/** Sends one metric to the analytics tag when statistics consent is given; returns whether it did. */
export function reportWebVital(
  metric: VitalMetric,
  cookies: Record<string, string | undefined>,
  gtag: ((...args: unknown[]) => void) | undefined,
): boolean {
  if (!readConsent(cookies)?.statistics || typeof gtag !== 'function') return false;
  gtag('event', metric.name, {
    // CLS is a small fraction: analytics wants integers.
    value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
    metric_id: metric.id,
    metric_rating: metric.rating,
    non_interaction: true,
  });
  return true;
}
