import { storeSource } from '@/lib/articles/store-source';
import { deleteArticleAnswer, updateArticleAnswer } from '@/lib/http/article-writes';
import { jsonAnswer, notFoundAnswer } from '@/lib/http/json';

type Context = RouteContext<'/api/article/[slugOrId]'>;

/** GET {api}/article/{slug}. */
export async function GET(_request: Request, { params }: Context) {
  const { slugOrId } = await params;
  const article = await storeSource.bySlug(slugOrId);
  if (!article) return notFoundAnswer('Article not found');
  // An earlier address of the article: for good, to the current one (docs/CONTRACT.md).
  if (article.slug !== slugOrId) {
    return new Response(null, {
      status: 308,
      headers: {
        Location: `/api/article/${encodeURIComponent(article.slug)}`,
        'Cache-Control': 'no-store',
      },
    });
  }
  return jsonAnswer({ data: article });
}

/** POST {api}/article/{id} with `_method=PUT`: updates an article; staff only. */
export async function POST(request: Request, { params }: Context) {
  return updateArticleAnswer(request, (await params).slugOrId);
}

/** PUT {api}/article/{id}, for clients that can send it directly. */
export const PUT = POST;

/** DELETE {api}/article/{id}: 204; staff only. */
export async function DELETE(request: Request, { params }: Context) {
  return deleteArticleAnswer(request, (await params).slugOrId);
}
