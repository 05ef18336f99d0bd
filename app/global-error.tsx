'use client';

import { useEffect, useState } from 'react';
import { isChunkLoadError } from '@/lib/chunk-errors';
import './globals.css';
import styles from '@/components/errors/errors.module.css';

type ErrorTexts = (typeof import('@/messages/en.json'))['errors'];

/** Replaces the root layout when it fails; loads its texts only when it is needed. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const [texts, setTexts] = useState<ErrorTexts | null>(null);
  const [lang, setLang] = useState('en');

  useEffect(() => {
    console.error(error);
    const requested = document.documentElement.lang === 'ru' ? 'ru' : 'en';
    const load = requested === 'ru' ? import('@/messages/ru.json') : import('@/messages/en.json');
    load
      .then((module) => {
        setLang(requested);
        setTexts(module.default.errors);
      })
      .catch(() => setTexts(null));
  }, [error]);

  return (
    <html lang={lang}>
      <body>
        <main className={styles.dark} role="alert">
          <div className={styles.content}>
            {texts ? (
              <>
                <h1 className={styles.title}>{texts.title}</h1>
                <p className={styles.text}>{isChunkLoadError(error) ? texts.chunk : texts.text}</p>
              </>
            ) : null}
            <button
              type="button"
              className={styles.reload}
              aria-label={texts?.reload}
              onClick={() => window.location.reload()}
            >
              {texts?.reload ?? '↻'}
            </button>
          </div>
        </main>
      </body>
    </html>
  );
}
