'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ArticleCardData } from '@/components/newsroom/article-card-view';

/** What `/newsroom/latest.json` answers (app/_site/latest-articles.ts). */
export interface LatestArticlesData {
  loadingLabel: string;
  cards: ArticleCardData[];
}

/**
 * «From the newsroom» arrives as its cards without pictures (light, and all a crawler or a
 * browser without scripts needs); a screen before a visitor reaches them, the whole cards take
 * their place, from the newsroom's cached `latest.json` and a script of their own. Should either
 * fail, the first cards stay.
 */
export function LatestArticles({
  src,
  gridClassName,
  children,
}: {
  src: string;
  gridClassName: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [cards, setCards] = useState<ReactNode>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let gone = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const data = fetch(src).then((answer): Promise<LatestArticlesData> =>
          answer.ok ? answer.json() : Promise.reject(new Error(`${answer.status}`)),
        );
        Promise.all([import('./latest-cards.client'), data]).then(
          ([{ LatestCards }, latest]) => {
            if (!gone && latest.cards.length > 0)
              setCards(<LatestCards data={latest} gridClassName={gridClassName} />);
          },
          () => {},
        );
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => {
      gone = true;
      observer.disconnect();
    };
  }, [src, gridClassName]);

  return <div ref={ref}>{cards ?? children}</div>;
}
