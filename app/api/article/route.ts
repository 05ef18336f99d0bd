import { createArticleAnswer } from '@/lib/http/article-writes';

/** POST {api}/article (multipart): creates an article; staff only. */
export function POST(request: Request) {
  return createArticleAnswer(request);
}
