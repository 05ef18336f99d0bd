'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { ERROR_TEXTS_ID } from '@/components/errors/error-texts';
import { isChunkLoadError } from '@/lib/chunk-errors';
import styles from '@/components/errors/errors.module.css';

type Texts = Record<'title' | 'text' | 'chunk' | 'reload', string>;

let cached: Texts | null | undefined;
function readTexts(): Texts | null {
  if (cached === undefined) {
    try {
      cached = JSON.parse(document.getElementById(ERROR_TEXTS_ID)?.textContent ?? 'null');
    } catch {
      cached = null;
    }
  }
  return cached ?? null;
}
const noSubscription = () => () => {};

export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  const texts = useSyncExternalStore(noSubscription, readTexts, () => null);
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className={styles.dark} role="alert">
      <div className={styles.content}>
        <h1 className={styles.title}>{texts?.title}</h1>
        <p className={styles.text}>{isChunkLoadError(error) ? texts?.chunk : texts?.text}</p>
        <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
          {texts?.reload}
        </button>
      </div>
    </section>
  );
}
