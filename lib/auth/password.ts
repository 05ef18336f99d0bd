import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

// OWASP's scrypt minimum is N=2^17 with r=8, p=1; 2^15 keeps a login under ~100 ms on a small
// server while costing an attacker 32 MiB per guess. Parameters live in each hash, so raising
// them later only affects new hashes.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const maxmem = (N: number, r: number) => 256 * N * r;

/** 'scrypt$N$r$p$salt$key' (base64url): self-describing, so parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { N, r, p } = PARAMS;
  const key = await scrypt(password, salt, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time check of a password against a stored hash; false for malformed hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0) || N > 2 ** 20) return false;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await scrypt(password, salt, { N, r, p, maxmem: maxmem(N, r) });
  return timingSafeEqual(actual, expected);
}

/** A random password staff can type: 20 characters from an unambiguous alphabet (~115 bits). */
export function generatePassword(length = 20): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const limit = 256 - (256 % alphabet.length); // no modulo bias
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

export const MIN_PASSWORD_LENGTH = 12;

// Values that appear in examples and tutorials: a server must not run with them.
const DEFAULT_PASSWORDS = new Set([
  'admin',
  'administrator',
  'password',
  'password123',
  'changeme',
  'change-me',
  'change-me-please',
  'secret',
  'qwerty',
  '123456',
  '12345678',
  '123456789012',
  'letmein',
  'lumen',
  'lumen-admin',
]);

/** Why a password is unacceptable for a staff account, or null when it is fine. */
export function passwordProblem(password: string): string | null {
  if (DEFAULT_PASSWORDS.has(password.trim().toLowerCase()))
    return 'it is a well-known default password';
  if (password.length < MIN_PASSWORD_LENGTH)
    return `it is shorter than ${MIN_PASSWORD_LENGTH} characters`;
  if (new Set(password).size < 5) return 'it repeats too few different characters';
  return null;
}
