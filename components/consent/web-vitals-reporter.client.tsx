'use client';

import Cookies from 'js-cookie';
import { useReportWebVitals } from 'next/web-vitals';
import { reportWebVital } from '@/lib/consent/web-vitals';

/** Sends Core Web Vitals to the analytics tag, only with statistics consent. */
export function WebVitalsReporter() {
  useReportWebVitals((metric) => reportWebVital(metric, Cookies.get(), window.gtag));
  return null;
}
