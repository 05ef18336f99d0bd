import { staffArticle } from '@/lib/articles/service';
import { storeSource } from '@/lib/articles/store-source';
import { currentStaff } from '@/lib/auth/session';
import { jsonAnswer, notFoundAnswer } from '@/lib/http/json';
import { parseArticleId } from '@/lib/articles/validation';

/**
 * GET {api}/article/id/{id}: the article for editing. Staff get it whatever its status; anyone
 * else only a published one (a draft is a 404, as if it did not exist).
 */
export async function GET(_request: Request, { params }: RouteContext<'/api/article/id/[id]'>) {
  const id = parseArticleId((await params).id);
  if (id === undefined) return notFoundAnswer('Article not found');
  const staff = await currentStaff();
  const article = staff ? await staffArticle(id, staff) : await storeSource.byId(id);
  return article && (staff || article.status === 'published')
    ? jsonAnswer({ data: article })
    : notFoundAnswer('Article not found');
}
