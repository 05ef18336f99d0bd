'use client';

import Cookies from 'js-cookie';
import { useReportWebVitals } from 'next/web-vitals';
import { readConsent } from '@/lib/consent/consent';

/** Sends Core Web Vitals to the analytics tag, only with statistics consent. */
export function WebVitalsReporter() {
  useReportWebVitals((metric) => {
    if (!readConsent(Cookies.get())?.statistics || typeof window.gtag !== 'function') return;
    window.gtag('event', metric.name, {
      value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
      metric_id: metric.id,
      metric_rating: metric.rating,
      non_interaction: true,
    });
  });
  return null;
}
