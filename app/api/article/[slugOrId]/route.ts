import { storeSource } from '@/lib/articles/store-source';
import { jsonAnswer, notFoundAnswer } from '@/lib/http/json';

/** GET {api}/article/{slug}. */
export async function GET(_request: Request, { params }: RouteContext<'/api/article/[slugOrId]'>) {
  const { slugOrId } = await params;
  const article = await storeSource.bySlug(slugOrId);
  return article ? jsonAnswer({ data: article }) : notFoundAnswer('Article not found');
}
