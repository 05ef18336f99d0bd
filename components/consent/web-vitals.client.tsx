'use client';

import Cookies from 'js-cookie';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { readConsent } from '@/lib/consent/consent';
import { CONSENT_EVENT } from './cookie-banner.client';

// Its own chunk, fetched only when rendered: the web-vitals library is 4 KB of gzip.
const WebVitalsReporter = dynamic(
  () => import('./web-vitals-reporter.client').then((m) => m.WebVitalsReporter),
  { ssr: false },
);

/**
 * Core Web Vitals for the analytics tag, which may only have them with statistics consent: their
 * code is fetched once that consent is given (at load, or when the visitor gives it), not by
 * every visitor. The metrics of the page so far are still read then (web-vitals reads buffered
 * entries).
 */
export function WebVitals() {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const check = () => setAllowed(readConsent(Cookies.get())?.statistics === true);
    check();
    window.addEventListener(CONSENT_EVENT, check);
    return () => window.removeEventListener(CONSENT_EVENT, check);
  }, []);
  return allowed ? <WebVitalsReporter /> : null;
}
