'use client';

import { Button } from '@/components/crm/ui/button';
import { crmT } from '@/lib/i18n/crm';
import type { StaffReview } from '@/lib/landing/types';
import { LANDING_LIMITS, REVIEW_FIELDS, reviewFieldsSchema } from '@/lib/landing/validation';
import { CardFormFrame } from './card-form-frame.client';
import { ColorField } from './color-field.client';
import { ImagePicker } from './image-picker.client';
import { LanguageColumns } from './language-columns';
import { LocalizedField } from './localized-field.client';
import { ReviewPreview } from './review-preview.client';
import { useCardForm } from './use-card-form';
import styles from './review-form.module.css';

const FIELDS = ['name', 'occupation', 'text'] as const;
const ORDER = [
  ...FIELDS.map((field) => `${field}_ru`),
  ...FIELDS.map((field) => `${field}_en`),
  'color',
  'image',
];
const LABEL_KEYS = {
  name: 'reviews.name',
  occupation: 'reviews.occupation',
  text: 'reviews.text',
} as const;
const LABELS: Record<string, string> = {
  ...Object.fromEntries(
    FIELDS.flatMap((field) =>
      (['ru', 'en'] as const).map((lang) => [
        `${field}_${lang}`,
        `${crmT(LABEL_KEYS[field])} (${crmT(`landing.form.${lang}`)})`,
      ]),
    ),
  ),
  color: crmT('reviews.color'),
  image: crmT('reviews.photo'),
};

/** A new review (no `review`), or one to edit: texts, a photo or a coloured circle. */
export function ReviewForm({ review }: { review?: StaffReview }) {
  const form = useCardForm({
    kind: 'reviews',
    id: review?.id,
    schema: reviewFieldsSchema,
    initial: Object.fromEntries(
      REVIEW_FIELDS.map((field) => [
        field,
        review ? review[field] : field === 'color' ? '#6a47ff' : '',
      ]),
    ),
    order: ORDER,
  });
  const current = review?.image ?? null;

  const texts = (lang: 'en' | 'ru') => (
    <>
      <LocalizedField
        form={form}
        name={`name_${lang}`}
        label={crmT('reviews.name')}
        lang={lang}
        maxLength={LANDING_LIMITS.name}
      />
      <LocalizedField
        form={form}
        name={`occupation_${lang}`}
        label={crmT('reviews.occupation')}
        lang={lang}
        maxLength={LANDING_LIMITS.occupation}
      />
      <LocalizedField
        form={form}
        name={`text_${lang}`}
        label={crmT('reviews.text')}
        lang={lang}
        maxLength={LANDING_LIMITS.text}
        multiline
      />
    </>
  );

  return (
    <CardFormFrame
      form={form}
      title={review ? crmT('reviews.editTitle') : crmT('reviews.newTitle')}
      listHref="/crm/reviews"
      submitLabel={review ? crmT('landing.form.save') : crmT('reviews.create')}
      labels={LABELS}
      hiddenNote={review?.hidden}
    >
      <LanguageColumns ru={texts('ru')} en={texts('en')} />
      <div className={styles.portrait}>
        <ImagePicker
          form={form}
          label={crmT('reviews.photo')}
          hint={crmT('reviews.photoHint')}
          current={current}
          shape="portrait"
        >
          {current && !form.file ? (
            <div className={styles.chosen}>
              {form.removeImage ? <span role="status">{crmT('reviews.photoRemoved')}</span> : null}
              <Button
                type="button"
                variant="secondary"
                size="small"
                onClick={() => form.setRemoveImage(!form.removeImage)}
              >
                {form.removeImage ? crmT('reviews.keepPhoto') : crmT('reviews.removePhoto')}
              </Button>
            </div>
          ) : null}
        </ImagePicker>
        <ColorField form={form} />
      </div>
      <ReviewPreview form={form} current={current} />
    </CardFormFrame>
  );
}
