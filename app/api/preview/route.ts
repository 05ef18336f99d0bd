import { previewAnswer } from '@/lib/http/preview-answer';

/** POST /api/preview: a preview of the article form's values (staff only). */
export async function POST(request: Request) {
  return previewAnswer(request);
}
