import { ArticleSkeleton } from '@/app/_site/loading';

export default function Loading() {
  return <ArticleSkeleton locale="ru" />;
}
