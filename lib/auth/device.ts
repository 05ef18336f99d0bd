import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A browser that has signed in to an account before carries a device token for it. The token is
 * signed with a key derived from the account's password hash, so it needs no storage and
 * changing the password forgets every device. It only spares its browser the account-wide
 * back-off of sign-in attempts; it never signs anyone in.
 */
export const DEVICE_COOKIE = 'lumen_crm_device';
export const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

function mac(userId: number, nonce: string, passwordHash: string): string {
  return createHmac('sha256', `device-token:${passwordHash}`)
    .update(`${userId}.${nonce}`)
    .digest('base64url');
}

export function issueDeviceToken(userId: number, passwordHash: string): string {
  const nonce = randomBytes(12).toString('base64url');
  return `${userId}.${nonce}.${mac(userId, nonce, passwordHash)}`;
}

/** The device's id when `token` was issued for this account (and its current password). */
export function verifyDeviceToken(
  token: string | undefined,
  account: { id: number; password_hash: string },
): string | undefined {
  const match = /^(\d{1,15})\.([\w-]{16})\.([\w-]{43})$/.exec(token ?? '');
  if (!match || Number(match[1]) !== account.id) return undefined;
  const expected = Buffer.from(mac(account.id, match[2]!, account.password_hash));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? match[2]
    : undefined;
}
