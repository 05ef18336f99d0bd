// The renders under way in this process: a key whose lookup found its entry out of date and
// whose new result is not stored yet. Next hands every request for a key to the render already under way
// for it (its response cache batches them), so a page read straight after a change could be
// the result of a render that read the data before it. A write waits for those renders to end
// before it is acknowledged (lib/cache/shared.ts, expireTagsNow): the next read renders anew.
//
// The state is the process's, on globalThis: Next loads the cache handler apart from the
// application's bundle, and both need it.

/** A render that has not ended after this long is not waited for (it failed, or hangs). */
const RENDER_LIMIT_MS = 5_000;
const POLL_MS = 10;
const LIMIT = 10_000;

const state = /** @type {{ [key: symbol]: Map<string, number> | undefined }} */ (globalThis);
const KEY = Symbol.for('lumen.cache.rendersUnderWay');
/** @returns {Map<string, number>} key → when its render began */
function underWay() {
  return (state[KEY] ??= new Map());
}

/** @param {string} key @param {number} [now] */
export function renderBegan(key, now = Date.now()) {
  const renders = underWay();
  const began = renders.get(key);
  if (began !== undefined && now - began < RENDER_LIMIT_MS) return;
  renders.delete(key);
  renders.set(key, now);
  if (renders.size > LIMIT) renders.delete(/** @type {string} */ (renders.keys().next().value));
}

/** @param {string} key */
export function renderEnded(key) {
  underWay().delete(key);
}

/**
 * Resolves once every render that began at or before `before` has ended, or after `timeoutMs`.
 * @param {number} before
 * @param {number} timeoutMs
 */
export async function rendersEnded(before, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const pending = () => {
    const now = Date.now();
    for (const began of underWay().values()) {
      if (began <= before && now - began < RENDER_LIMIT_MS) return true;
    }
    return false;
  };
  while (pending() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
