import { storeSource } from '@/lib/articles/store-source';
import { jsonAnswer, notFoundAnswer } from '@/lib/http/json';
import { parseArticleId } from '@/lib/validation/article';

/** GET {api}/article/id/{id}: the article for editing. */
export async function GET(_request: Request, { params }: RouteContext<'/api/article/id/[id]'>) {
  const id = parseArticleId((await params).id);
  const article = id === undefined ? null : await storeSource.byId(id);
  return article ? jsonAnswer({ data: article }) : notFoundAnswer('Article not found');
}
