'use client';

import { useEffect, useState } from 'react';
import styles from './switch-notice.module.css';

interface SwitchNoticeProps {
  /** What to say for each anchor the language switch may land here with. */
  texts: Record<string, string>;
}

/**
 * Says why the language switch landed here rather than on the page's own version: the article
 * has no translation, or the tag no counterpart (app/_site/translation.ts names the anchor). The
 * page is cached for everyone; the anchor, read in the browser, is this visitor's.
 */
export function SwitchNotice({ texts }: SwitchNoticeProps) {
  const [text, setText] = useState<string | null>(null);

  useEffect(() => {
    const read = () => {
      const anchor = window.location.hash.slice(1);
      setText(Object.hasOwn(texts, anchor) ? texts[anchor]! : null);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [texts]);

  return (
    <>
      {/* The anchors the switch lands with: the browser scrolls the notice into view. */}
      {Object.keys(texts).map((anchor) => (
        <span key={anchor} id={anchor} className={styles.anchor} />
      ))}
      <p className={text ? styles.notice : styles.empty} role="status" data-switch-notice>
        {text}
      </p>
    </>
  );
}
