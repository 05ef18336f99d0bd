/**
 * Why a use-case did not do what it was asked: the one failure every service returns, in words
 * of the domain, never of HTTP. The edge turns it into an answer in one place
 * (lib/http/failure-answer.ts): the code gives the status, the catalogue keys the words.
 */
export type FailureCode =
  /** The request itself cannot be read (400). */
  | 'badRequest'
  /** No signed-in staff member (401). */
  | 'unauthorized'
  /** Another site's write, or a role that may not (403). */
  | 'forbidden'
  | 'notFound'
  /** A method the endpoint does not serve (405). */
  | 'badMethod'
  /** Someone saved the record since the version the writer started from: nothing written. */
  | 'conflict'
  /** The order sent does not name every card once: someone added or deleted one meanwhile. */
  | 'orderChanged'
  | 'notConfigured'
  | 'notResendable'
  | 'emailTaken'
  /** The change would leave no admin who can sign in. */
  | 'lastAdmin'
  /** The body or its upload is over the size limit and nothing else is wrong (413). */
  | 'tooLarge'
  | 'invalid'
  | 'wrongPassword'
  /** Too many attempts, for `retryAfter` seconds. */
  | 'rateLimited'
  /** What it needs cannot be reached just now (503). */
  | 'unavailable';

export interface Failure {
  ok: false;
  code: FailureCode;
  /** The catalogue key of what to say, when it is not the code's own message. */
  message?: string;
  /** The catalogue keys of what is wrong, by field. */
  problems?: Readonly<Record<string, readonly string[]>>;
  /** Seconds to wait (rateLimited). */
  retryAfter?: number;
  /** The record as it now is (conflict), so that the writer can compare and choose. */
  current?: unknown;
}

export type Result<T, F extends Failure = Failure> = { ok: true; value: T } | F;

/** A failure with its code and, optionally, its message and the rest. */
export function failure(code: FailureCode, rest: Omit<Failure, 'ok' | 'code'> = {}): Failure {
  return { ok: false, code, ...rest };
}
