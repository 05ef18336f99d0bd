// What a cache entry takes in memory: the bound of every in-process page cache.

/**
 * What an entry takes besides its contents: the entry, value and headers objects, Buffer views,
 * the list node and the map slot (measured: 270–540 bytes for an entry with a few headers).
 */
const ENTRY_OVERHEAD_BYTES = 768;

/**
 * A string's size in V8's heap: one byte a character while every character fits in Latin-1,
 * two otherwise (a Russian page is two-byte throughout).
 * @param {unknown} value
 */
function stringBytes(value) {
  if (typeof value !== 'string') return 0;
  return /[\u0100-\uffff]/.test(value) ? value.length * 2 : value.length;
}

/** @param {unknown} value */
function bufferBytes(value) {
  return value instanceof Uint8Array ? value.byteLength : 0;
}

/**
 * The memory an entry takes, key and headers included: Next's own estimate counts only the
 * key and the body, so an entry with an empty body counted 24 bytes and took 720.
 * @param {any} entry
 * @param {string} key
 */
export function entryBytes(entry, key) {
  const value = entry?.value;
  let bytes = ENTRY_OVERHEAD_BYTES + stringBytes(key);
  if (!value) return bytes;
  for (const [name, header] of Object.entries(value.headers ?? {})) {
    bytes += stringBytes(name) + stringBytes(String(header));
  }
  switch (value.kind) {
    case 'APP_ROUTE':
      return bytes + bufferBytes(value.body);
    case 'APP_PAGE': {
      bytes += stringBytes(value.html) + bufferBytes(value.rscData) + stringBytes(value.postponed);
      for (const [path, buffer] of value.segmentData ?? []) {
        bytes += stringBytes(path) + bufferBytes(buffer);
      }
      return bytes;
    }
    case 'PAGES':
      return bytes + stringBytes(value.html) + stringBytes(JSON.stringify(value.pageData ?? ''));
    case 'FETCH':
      return bytes + stringBytes(JSON.stringify(value.data ?? ''));
    default:
      return bytes + stringBytes(JSON.stringify(value.props ?? ''));
  }
}
