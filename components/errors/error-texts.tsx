import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { inlineJson } from '@/lib/inline-json';

export const ERROR_TEXTS_ID = 'error-texts';

/**
 * The error boundary's texts, as data in the page: the boundary reads them when it renders, so
 * no message catalogue or formatting runtime is shipped to the browser for it.
 */
export async function ErrorTexts({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'errors' });
  const texts = { title: t('title'), text: t('text'), chunk: t('chunk'), reload: t('reload') };
  return (
    <script
      id={ERROR_TEXTS_ID}
      type="application/json"
      dangerouslySetInnerHTML={{ __html: inlineJson(texts) }}
    />
  );
}
