import { uploadImageAnswer } from '@/lib/articles/write';

/** POST {api}/upload (multipart, field `image`): an image for an article's body; staff only. */
export function POST(request: Request) {
  return uploadImageAnswer(request);
}
