import { resendMessageAnswer } from '@/lib/http/inbox-answers';

type Context = RouteContext<'/api/crm/inbox/[id]/resend'>;

/** POST /api/crm/inbox/{id}/resend: back in line, one delivery attempt now; the new state. */
export async function POST(request: Request, { params }: Context) {
  return resendMessageAnswer(request, (await params).id);
}
