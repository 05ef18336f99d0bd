import { createArticleAnswer } from '@/lib/articles/write';

/** POST {api}/article (multipart): creates an article; staff only. */
export function POST(request: Request) {
  return createArticleAnswer(request);
}
