'use client';

import Image from 'next/image';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import ui from '@/components/crm/ui/ui.module.css';
import { crmT } from '@/lib/crm/i18n';
import { bannerProblem, UPLOAD_ACCEPT } from '@/lib/crm/uploads';
import type { CardForm } from './use-card-form';
import styles from './landing.module.css';

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
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const { file } = form;
  const error = form.errorFor('image');

  useEffect(() => {
    if (!file) {
      queueMicrotask(() => setPreview(null));
      return;
    }
    const url = URL.createObjectURL(file);
    queueMicrotask(() => setPreview(url));
    return () => URL.revokeObjectURL(url);
  }, [file]);

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
        {/* The native input stays (keyboard, drag and drop, tests); its browser-made button
            text is replaced by ours, from the catalogue. */}
        <div className={styles.filePicker}>
          <input
            ref={input}
            id="field-image"
            name="image"
            type="file"
            accept={UPLOAD_ACCEPT}
            className={styles.fileInput}
            aria-labelledby="field-image-label"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              const problem = chosen ? bannerProblem(chosen) : undefined;
              if (problem) event.target.value = '';
              form.choose(problem ? null : chosen, problem);
            }}
          />
          <span className={`${ui.button} ${ui.secondary} ${styles.fileButton}`} aria-hidden="true">
            {crmT('landing.form.imageChoose')}
          </span>
          <span className={styles.fileName} aria-hidden="true">
            {file ? file.name : crmT('landing.form.imageNoFile')}
          </span>
        </div>
        <p id="field-image-hint" className={ui.hint}>
          {crmT('landing.form.imageHint')} {hint}
          {current && !file && !form.removeImage ? ` ${crmT('landing.form.imageKeep')}` : ''}
        </p>
        {file ? (
          <div className={styles.chosen}>
            <span role="status">{crmT('landing.form.imageChosen', { name: file.name })}</span>
            <button
              type="button"
              className={`${ui.button} ${ui.secondary} ${ui.small}`}
              onClick={() => {
                if (input.current) input.current.value = '';
                form.choose(null);
              }}
            >
              {crmT('landing.form.imageClear')}
            </button>
          </div>
        ) : null}
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
