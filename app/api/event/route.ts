import { currentStaff } from '@/lib/auth/session';
import { MAX_BEACON_BYTES } from '@/lib/analytics/beacon';
import { BEACON_STATUS, countBeacon, countPageView } from '@/lib/analytics/collect';
import { requestClientAddress } from '@/lib/http/client-address';
import { withPublicWrite } from '@/lib/http/public-write';
import { siteUrl } from '@/lib/env';

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
 * The page view beacon (components/layout/page-effects.client.tsx): anonymous, from this site's
 * pages only, a small JSON body sent as text/plain by `navigator.sendBeacon`. Answered at once:
 * the view is written with others a moment later (lib/analytics/collect.ts). On `next start` and
 * the standalone server the same checks answer it before Next (lib/server/page-view-intake.ts);
 * this handler serves where that hook is not installed.
 */
export const POST = withPublicWrite(
  async ({ request, body, address }) => {
    const outcome = await countBeacon(body, {
      userAgent: request.headers.get('user-agent') ?? '',
      address,
      staff: isStaff,
    });
    return answer(BEACON_STATUS[outcome]);
  },
  {
    sameOrigin: true,
    body: { kind: 'json', limit: MAX_BEACON_BYTES, emptyRefused: true, plainText: true },
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
