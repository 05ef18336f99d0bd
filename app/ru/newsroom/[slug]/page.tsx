import { ArticlePage, articleMetadata } from '@/app/_site/article';

type Props = { params: Promise<{ slug: string }> };

// Rendered on its first request, then served from the cache until the article changes.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props) {
  return articleMetadata('ru', (await params).slug);
}

export default async function Page({ params }: Props) {
  return <ArticlePage locale="ru" slug={(await params).slug} />;
}
