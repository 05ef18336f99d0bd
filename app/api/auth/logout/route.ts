import { NextResponse } from 'next/server';
import { LOGIN_PATH } from '@/lib/auth/config';
import { endSession } from '@/lib/auth/session';
import { withPublicWrite } from '@/lib/http/public-write';

/** POST /api/auth/logout: ends this browser's staff session (the CRM header's button). */
export const POST = withPublicWrite(
  async () => {
    await endSession();
    return new Response(null, {
      status: 303,
      headers: { Location: `${LOGIN_PATH}?loggedOut=1`, 'Cache-Control': 'no-store' },
    });
  },
  {
    sameOrigin: true,
    refuse: () => NextResponse.json({ error: 'forbidden' }, { status: 403 }),
  },
);
