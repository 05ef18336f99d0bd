import { restoreRevisionAnswer, revisionAnswer } from '@/lib/http/revision-answers';

type Context = RouteContext<'/api/article/id/[id]/revisions/[revision]'>;

/** GET {api}/article/id/{id}/revisions/{revision}: one revision (staff only). */
export async function GET(_request: Request, { params }: Context) {
  const { id, revision } = await params;
  return revisionAnswer(id, revision);
}

/** POST {api}/article/id/{id}/revisions/{revision}: restores it as a new revision (staff only). */
export async function POST(request: Request, { params }: Context) {
  const { id, revision } = await params;
  return restoreRevisionAnswer(request, id, revision);
}
