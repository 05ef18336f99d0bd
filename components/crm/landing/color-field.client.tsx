'use client';

import { FieldNotes } from '@/components/crm/ui/field-notes';
import ui from '@/components/crm/ui/ui.module.css';
import { crmT } from '@/lib/i18n/crm';
import type { CardForm } from './use-card-form';
import styles from './color-field.module.css';

const HEX = /^#[0-9a-f]{6}$/i;

/** A review circle's colour: the browser's picker and the code, kept in step. */
export function ColorField({ form }: { form: CardForm }) {
  const value = form.values.color ?? '';
  const error = form.errorFor('color');
  return (
    <div className={ui.field}>
      <label htmlFor="field-color-picker" className={ui.label}>
        {crmT('reviews.color')}
      </label>
      <div className={styles.colorRow}>
        <input
          id="field-color-picker"
          type="color"
          className={styles.colorSwatch}
          value={HEX.test(value) ? value.toLowerCase() : '#000000'}
          aria-describedby="field-color-hint"
          onChange={(event) => form.change('color', event.target.value)}
        />
        <label htmlFor="field-color" className="visually-hidden">
          {crmT('reviews.colorText')}
        </label>
        <input
          id="field-color"
          name="color"
          className={`${ui.input} ${styles.colorCode}`}
          value={value}
          maxLength={16}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={['field-color-hint', error ? 'field-color-error' : '']
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => form.change('color', event.target.value)}
          onBlur={() => form.blur('color')}
        />
      </div>
      <FieldNotes id="field-color" hint={crmT('reviews.colorHint')} error={error} />
    </div>
  );
}
