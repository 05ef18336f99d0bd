'use client';

import { errorText } from '@/lib/crm/client';
import { crmT } from '@/lib/i18n/crm';
import { useCreatePreview } from '@/lib/crm/queries/article-media';

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
  const preview = useCreatePreview();
  const busy = preview.isPending;

  async function open() {
    if (busy) return;
    const tab = window.open('', '_blank');
    try {
      const urls = await preview.mutateAsync(body());
      const url = urls[locale] ?? Object.values(urls)[0];
      if (!url) throw new Error(crmT('api.somethingWrong'));
      if (tab) tab.location.href = url;
      else window.open(url, '_blank');
    } catch (error) {
      tab?.close();
      onError(errorText(error));
    }
  }

  return { busy, open };
}
