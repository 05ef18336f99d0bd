import { NextResponse } from 'next/server';
import { LOGIN_PATH } from '@/lib/auth/config';
import { isSameOriginRequest } from '@/lib/auth/origin';
import { endSession } from '@/lib/auth/session';
import { siteUrl } from '@/lib/env';

/** POST /api/auth/logout: ends this browser's staff session (the CRM header's button). */
export async function POST(request: Request) {
  if (!isSameOriginRequest(request.headers, request.url, siteUrl().origin)) {
    return NextResponse.json({ error: 'forbidden' }, { status: 403 });
  }
  await endSession();
  return new Response(null, {
    status: 303,
    headers: { Location: `${LOGIN_PATH}?loggedOut=1`, 'Cache-Control': 'no-store' },
  });
}
