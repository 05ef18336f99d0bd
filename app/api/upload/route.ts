import { uploadImageAnswer } from '@/lib/http/article-writes';

/** POST {api}/upload (multipart, field `image`): an image for an article's body; staff only. */
export function POST(request: Request) {
  return uploadImageAnswer(request);
}
