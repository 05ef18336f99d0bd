import { revisionListAnswer } from '@/lib/http/revision-answers';

/** GET {api}/article/id/{id}/revisions: the article's history (staff only). */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/api/article/id/[id]/revisions'>,
) {
  return revisionListAnswer((await params).id);
}
