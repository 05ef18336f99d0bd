'use client';

import { ArticleCardView } from '@/components/newsroom/article-card-view';
import type { LatestArticlesData } from './latest-articles.client';

/** The latest articles as news cards: loaded by LatestArticles when it comes near the screen. */
export function LatestCards({
  data,
  gridClassName,
}: {
  data: LatestArticlesData;
  gridClassName: string;
}) {
  return (
    <ul className={gridClassName}>
      {/* In their order, as the server's list: their place is their key. */}
      {data.cards.map((card, place) => (
        <li key={place}>
          <ArticleCardView card={card} headingLevel={3} loadingLabel={data.loadingLabel} />
        </li>
      ))}
    </ul>
  );
}
