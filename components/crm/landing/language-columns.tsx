import type { ReactNode } from 'react';
import { crmT } from '@/lib/i18n/crm';
import styles from './language-columns.module.css';

/** A card's texts in both languages: side by side on wide screens, one above the other on phones. */
export function LanguageColumns({ en, ru }: { en: ReactNode; ru: ReactNode }) {
  return (
    <div className={styles.languages}>
      <fieldset className={styles.language}>
        <legend className={styles.legend}>{crmT('landing.form.ruLegend')}</legend>
        {ru}
      </fieldset>
      <fieldset className={styles.language}>
        <legend className={styles.legend}>{crmT('landing.form.enLegend')}</legend>
        {en}
      </fieldset>
    </div>
  );
}
