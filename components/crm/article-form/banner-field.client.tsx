'use client';

import Image from 'next/image';
import { bannerUrl } from '@/lib/articles/config';
import { publicConfig } from '@/lib/env.public';
import type { Banner } from '@/lib/articles/schemas';
import { crmT } from '@/lib/i18n/crm';
import { FilePicker, useFilePreview } from '@/components/crm/ui/file-picker.client';
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
  const preview = useFilePreview(file);

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
        <FilePicker
          id="banner"
          name="banner[image]"
          labelId="banner-label"
          describedBy={describedBy}
          invalid={Boolean(error)}
          file={file}
          texts={{
            choose: crmT('form.bannerChoose'),
            noFile: crmT('form.bannerNoFile'),
            chosen: file ? crmT('form.bannerChosen', { name: file.name }) : '',
            clear: crmT('form.bannerClear'),
          }}
          onChoose={onChange}
        />
        <p id="banner-hint" className={ui.hint}>
          {crmT('form.bannerHint')}
          {current?.path && !file ? ` ${crmT('form.bannerKeep')}` : ''}
        </p>
        {error ? (
          <p id="banner-error" className={ui.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
