'use client';

import { useArticleViews } from '@/lib/crm/queries/analytics';
import { Sparkline } from './sparkline';

/** One article's views over 30 days, in its form; nothing until they are read. */
export function ArticleViews({ id }: { id: number }) {
  const views = useArticleViews([id]).data?.[String(id)];
  return views ? <Sparkline values={views} /> : null;
}
