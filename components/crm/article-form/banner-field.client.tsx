'use client';

import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { bannerUrl } from '@/lib/articles/config';
import { publicConfig } from '@/lib/env.public';
import type { Banner } from '@/lib/articles/schemas';
import { crmT } from '@/lib/crm/i18n';
import { bannerProblem, UPLOAD_ACCEPT } from '@/lib/crm/uploads';
import ui from '@/components/crm/ui/ui.module.css';
import styles from './article-form.module.css';

interface BannerFieldProps {
  file: File | null;
  current: Banner | null;
  error?: string;
  onChange: (file: File | null, error?: string) => void;
}

/** The banner picker: JPEG, PNG or WebP up to 10 MB, previewed locally before it is sent. */
export function BannerField({ file, current, error, onChange }: BannerFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      queueMicrotask(() => setPreview(null));
      return;
    }
    const url = URL.createObjectURL(file);
    queueMicrotask(() => setPreview(url));
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const currentUrl = current ? bannerUrl(current.path, publicConfig.providerUrl) : undefined;
  const describedBy = ['banner-hint', error ? 'banner-error' : ''].filter(Boolean).join(' ');

  return (
    <div className={styles.bannerField}>
      <div className={styles.bannerPreview}>
        {preview ? (
          <Image
            src={preview}
            alt={crmT('form.bannerPreview')}
            width={550}
            height={490}
            unoptimized
            className={styles.bannerImage}
          />
        ) : currentUrl ? (
          <Image
            src={currentUrl}
            alt={crmT('form.bannerCurrent')}
            width={550}
            height={490}
            sizes="(max-width: 720px) 100vw, 360px"
            className={styles.bannerImage}
          />
        ) : (
          <span className={styles.bannerEmpty}>{crmT('form.bannerNone')}</span>
        )}
      </div>
      <div className={ui.field}>
        <span id="banner-label" className={ui.label}>
          {crmT('form.banner')}
        </span>
        {/* The native input stays (keyboard, drag and drop, tests); its browser-made button
            text is replaced by ours, from the catalogue. */}
        <div className={styles.filePicker}>
          <input
            ref={input}
            id="banner"
            name="banner[image]"
            type="file"
            accept={UPLOAD_ACCEPT}
            className={styles.fileInput}
            aria-labelledby="banner-label"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              const problem = chosen ? bannerProblem(chosen) : undefined;
              if (problem) event.target.value = '';
              onChange(problem ? null : chosen, problem);
            }}
          />
          <span className={`${ui.button} ${ui.secondary} ${styles.fileButton}`} aria-hidden="true">
            {crmT('form.bannerChoose')}
          </span>
          <span className={styles.fileName} aria-hidden="true">
            {file ? file.name : crmT('form.bannerNoFile')}
          </span>
        </div>
        <p id="banner-hint" className={ui.hint}>
          {crmT('form.bannerHint')}
          {current?.path && !file ? ` ${crmT('form.bannerKeep')}` : ''}
        </p>
        {file ? (
          <div className={styles.bannerChosen}>
            <span role="status">{crmT('form.bannerChosen', { name: file.name })}</span>
            <button
              type="button"
              className={`${ui.button} ${ui.secondary} ${ui.small}`}
              onClick={() => {
                if (input.current) input.current.value = '';
                onChange(null);
              }}
            >
              {crmT('form.bannerClear')}
            </button>
          </div>
        ) : null}
        {error ? (
          <p id="banner-error" className={ui.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
