'use client';

import { useEffect, useState } from 'react';
import { crmT } from '@/lib/i18n/crm';
import { ReviewAvatar } from './review-avatar';
import type { CardForm } from './use-card-form';
import styles from './review-preview.module.css';

const HEX = /^#[0-9a-f]{6}$/i;

/** The review's signature as each language's landing page shows it, as the form is now. */
export function ReviewPreview({ form, current }: { form: CardForm; current: string | null }) {
  const { values, file, removeImage } = form;
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      queueMicrotask(() => setChosen(null));
      return;
    }
    const url = URL.createObjectURL(file);
    queueMicrotask(() => setChosen(url));
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const image = chosen ?? (removeImage ? null : current);
  const color = HEX.test(values.color ?? '') ? values.color! : '#6a47ff';
  return (
    <section className={styles.previewBox} aria-labelledby="review-preview-title">
      <h2 id="review-preview-title" className={styles.previewTitle}>
        {crmT('reviews.preview')}
      </h2>
      <div className={styles.signatures}>
        {(['ru', 'en'] as const).map((lang) => (
          <figure key={lang} className={styles.signature} lang={lang}>
            <ReviewAvatar
              name={values[`name_${lang}`] ?? ''}
              image={image}
              color={color}
              size={56}
            />
            <figcaption className={styles.who}>
              <span className={styles.whoName}>{values[`name_${lang}`] || '—'}</span>
              <span className={styles.whoOccupation}>{values[`occupation_${lang}`] || '—'}</span>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
