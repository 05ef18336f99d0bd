'use client';

import Image from 'next/image';
import type { ReactNode } from 'react';
import { FilePicker, useFilePreview } from '@/components/crm/ui/file-picker.client';
import ui from '@/components/crm/ui/ui.module.css';
import { crmT } from '@/lib/i18n/crm';
import type { CardForm } from './use-card-form';
import styles from './image-picker.module.css';

interface ImagePickerProps {
  form: CardForm;
  label: string;
  hint: string;
  /** The picture the card has now (a path of this site), if any. */
  current: string | null;
  /** The preview's frame: a portfolio card's 4:3, or a review's round portrait. */
  shape: 'card' | 'portrait';
  required?: boolean;
  /** More controls under the picker (a review's «Убрать фото»). */
  children?: ReactNode;
}

/** Picks a JPEG, PNG or WebP up to 10 MB, previewed here before it is sent. */
export function ImagePicker({
  form,
  label,
  hint,
  current,
  shape,
  required,
  children,
}: ImagePickerProps) {
  const { file } = form;
  const preview = useFilePreview(file);
  const error = form.errorFor('image');

  const shown = preview ?? (form.removeImage ? null : current);
  const [width, height] = shape === 'card' ? [240, 180] : [112, 112];
  const describedBy = ['field-image-hint', error ? 'field-image-error' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.picker}>
      <div className={styles.preview} data-shape={shape}>
        {shown ? (
          <Image
            src={shown}
            alt={preview ? crmT('landing.form.imagePreview') : crmT('landing.form.imageCurrent')}
            width={width}
            height={height}
            unoptimized={Boolean(preview)}
            className={styles.previewImage}
          />
        ) : (
          <span className={styles.previewEmpty}>{crmT('landing.form.imageNone')}</span>
        )}
      </div>
      <div className={ui.field}>
        <span id="field-image-label" className={ui.label}>
          {label}
          {required ? (
            <span className={ui.requiredMark}>({crmT('landing.form.required')})</span>
          ) : null}
        </span>
        <FilePicker
          id="field-image"
          name="image"
          labelId="field-image-label"
          describedBy={describedBy}
          invalid={Boolean(error)}
          file={file}
          texts={{
            choose: crmT('landing.form.imageChoose'),
            noFile: crmT('landing.form.imageNoFile'),
            chosen: file ? crmT('landing.form.imageChosen', { name: file.name }) : '',
            clear: crmT('landing.form.imageClear'),
          }}
          onChoose={(chosen, problem) => form.choose(chosen, problem)}
        />
        <p id="field-image-hint" className={ui.hint}>
          {crmT('landing.form.imageHint')} {hint}
          {current && !file && !form.removeImage ? ` ${crmT('landing.form.imageKeep')}` : ''}
        </p>
        {children}
        {error ? (
          <p id="field-image-error" className={ui.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
