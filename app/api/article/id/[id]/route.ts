import { storeSource } from '@/lib/articles/store-source';
import { jsonAnswer, notFoundAnswer, parseId } from '@/lib/http/json';

/** GET {api}/article/id/{id}: the article for editing. */
export async function GET(_request: Request, { params }: RouteContext<'/api/article/id/[id]'>) {
  const id = parseId((await params).id);
  const article = id === undefined ? null : await storeSource.byId(id);
  return article ? jsonAnswer({ data: article }) : notFoundAnswer('Article not found');
}
