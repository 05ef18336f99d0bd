import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { SearchBoxLabels } from './search-box.client';

/** The search box's words in `locale`, from the catalogue. */
export async function searchBoxLabels(locale: Locale): Promise<SearchBoxLabels> {
  const t = await getTranslations({ locale, namespace: 'newsroom.search' });
  return {
    label: t('label'),
    placeholder: t('placeholder'),
    submit: t('submit'),
    searching: t('searching'),
  };
}
