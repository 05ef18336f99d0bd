'use client';

import { useState } from 'react';
import { createPreview } from '@/lib/crm/api';
import { crmT } from '@/lib/i18n/crm';

/**
 * «Предпросмотр»: the form as it is becomes a preview (POST /api/preview), opened in a new tab
 * on the public article layout. The tab is opened at the click, so that no popup blocker
 * stops it, and pointed at the preview once it exists.
 */
export function usePreview(
  body: () => FormData,
  onError: (message: string) => void,
  locale = 'en',
) {
  const [busy, setBusy] = useState(false);

  async function open() {
    if (busy) return;
    setBusy(true);
    const tab = window.open('', '_blank');
    try {
      const urls = await createPreview(body());
      const url = urls[locale] ?? Object.values(urls)[0];
      if (!url) throw new Error(crmT('api.somethingWrong'));
      if (tab) tab.location.href = url;
      else window.open(url, '_blank');
    } catch (error) {
      tab?.close();
      onError(error instanceof Error ? error.message : crmT('api.somethingWrong'));
    } finally {
      setBusy(false);
    }
  }

  return { busy, open };
}
