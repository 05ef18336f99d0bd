import { changeMessageAnswer, deleteMessageAnswer, messageAnswer } from '@/lib/http/inbox-answers';

type Context = RouteContext<'/api/crm/inbox/[id]'>;

/** GET /api/crm/inbox/{id}: the whole message; reading it changes nothing. */
export async function GET(request: Request, { params }: Context) {
  return messageAnswer(request, (await params).id);
}

/** PATCH /api/crm/inbox/{id} `{handled?: boolean, read?: boolean}`: opening marks it read. */
export async function PATCH(request: Request, { params }: Context) {
  return changeMessageAnswer(request, (await params).id);
}

/** DELETE /api/crm/inbox/{id}: deleted for good (204). */
export async function DELETE(request: Request, { params }: Context) {
  return deleteMessageAnswer(request, (await params).id);
}
