import * as z from 'zod';
import { currentStaff } from '@/lib/auth/session';
import { countPageView } from '@/lib/analytics/collect';
import { requestClientAddress } from '@/lib/http/client-address';
import { withPublicWrite } from '@/lib/http/public-write';
import { siteUrl } from '@/lib/env';

/** A beacon carries a path, a referrer and a query: nothing near this. */
const MAX_BODY_BYTES = 2 * 1024;

const beacon = z.object({
  /** The page's path. */
  p: z.string().max(1024),
  /** The document's referrer, on a page's first view only. */
  r: z.string().max(1024).optional(),
  /** The page's query (utm_* tags). */
  q: z.string().max(1024).optional(),
});

const isStaff = async () => (await currentStaff()) !== undefined;

function answer(status: number, headers?: HeadersInit) {
  return new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

const REFUSALS = {
  forbidden: () => answer(403),
  unsupportedType: () => answer(415),
  tooLarge: () => answer(413, { Connection: 'close' }),
  badRequest: () => answer(400),
};

/**
 * The page view beacon (components/layout/page-view-beacon.ts): anonymous, from this site's
 * pages only, a small JSON body sent as text/plain by `navigator.sendBeacon`. Answered at once:
 * the view is written with others a moment later (lib/analytics/collect.ts).
 */
export const POST = withPublicWrite(
  async ({ request, body, address }) => {
    const parsed = beacon.safeParse(body);
    if (!parsed.success) return answer(400);
    const outcome = await countPageView({
      path: parsed.data.p,
      referrer: parsed.data.r,
      query: parsed.data.q,
      userAgent: request.headers.get('user-agent') ?? '',
      address,
      staff: isStaff,
    });
    return answer(outcome === 'limited' ? 429 : 204);
  },
  {
    sameOrigin: true,
    body: { kind: 'json', limit: MAX_BODY_BYTES, emptyRefused: true, plainText: true },
    refuse: (refusal) => REFUSALS[refusal](),
  },
);

/**
 * Where a beacon is impossible (scripting off), a page's `<noscript>` picture asks for this
 * address: the page viewed is the one that embeds it, named by the browser's Referer (the
 * site sends its full address to itself, and only its origin elsewhere, so no other site can
 * count a view here).
 */
export async function GET(request: Request) {
  const referer = request.headers.get('referer');
  const page = referer && URL.canParse(referer) ? new URL(referer) : undefined;
  if (page && page.origin === siteUrl().origin) {
    await countPageView({
      path: page.pathname,
      query: page.search,
      userAgent: request.headers.get('user-agent') ?? '',
      address: requestClientAddress(request.headers),
      staff: isStaff,
    });
  }
  // A picture's answer either way: a limited or ignored view is nothing the page can act on.
  return answer(204);
}
