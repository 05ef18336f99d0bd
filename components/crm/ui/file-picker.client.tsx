'use client';

import { useEffect, useRef, useState } from 'react';
import { bannerProblem, UPLOAD_ACCEPT } from '@/lib/crm/uploads';
import { buttonClass, Button } from './button';
import styles from './file-picker.module.css';

/** A local address of the chosen file for its preview, released when the file changes. */
export function useFilePreview(file: File | null): string | null {
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
  return preview;
}

interface FilePickerProps {
  id: string;
  name: string;
  labelId: string;
  describedBy: string;
  invalid: boolean;
  file: File | null;
  texts: { choose: string; noFile: string; chosen: string; clear: string };
  /** A picture chosen (or dropped: null), with why it was refused when it was. */
  onChoose: (file: File | null, problem?: string) => void;
}

/**
 * A JPEG, PNG or WebP picture of up to 10 MB. The native input stays (keyboard, drag and drop,
 * tests) under our button, whose text comes from the catalogue; a chosen file is named, with a
 * way to drop it.
 */
export function FilePicker({
  id,
  name,
  labelId,
  describedBy,
  invalid,
  file,
  texts,
  onChoose,
}: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <div className={styles.filePicker}>
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          accept={UPLOAD_ACCEPT}
          className={styles.fileInput}
          aria-labelledby={labelId}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            const problem = chosen ? bannerProblem(chosen) : undefined;
            if (problem) event.target.value = '';
            onChoose(problem ? null : chosen, problem);
          }}
        />
        <span
          className={buttonClass({ variant: 'secondary', className: styles.fileButton })}
          aria-hidden="true"
        >
          {texts.choose}
        </span>
        <span className={styles.fileName} aria-hidden="true">
          {file ? file.name : texts.noFile}
        </span>
      </div>
      {file ? (
        <div className={styles.chosen}>
          <span role="status">{texts.chosen}</span>
          <Button
            type="button"
            variant="secondary"
            size="small"
            onClick={() => {
              if (input.current) input.current.value = '';
              onChoose(null);
            }}
          >
            {texts.clear}
          </Button>
        </div>
      ) : null}
    </>
  );
}
