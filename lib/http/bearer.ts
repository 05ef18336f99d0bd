import { timingSafeEqual } from 'node:crypto';

/** Whether the request carries `Authorization: Bearer <secret>` (compared in constant time). */
export function hasBearer(request: Request, secret: string): boolean {
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
