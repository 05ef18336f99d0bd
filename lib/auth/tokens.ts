import { createHash, randomBytes } from 'node:crypto';

/** Session and sign-in link tokens: only their hashes are stored. */
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');
export const TOKEN_PATTERN = /^[\w-]{43}$/;
