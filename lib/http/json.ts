import { NextResponse } from 'next/server';

/** Provider answers are read by staff tools and other servers: never cached by the browser. */
export function jsonAnswer(body: unknown, status = 200, headers?: HeadersInit) {
  return NextResponse.json(body, {
    status,
    headers: { 'Cache-Control': 'no-store', ...Object.fromEntries(new Headers(headers)) },
  });
}

export function notFoundAnswer(message = 'Not found') {
  return jsonAnswer({ message }, 404);
}

/** 204: done, nothing to say. */
export function noContent() {
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
