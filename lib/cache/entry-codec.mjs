// How an entry is written to Redis: JSON, with the Buffers (a page's RSC payload, a route's body)
// in base64 and the Maps (a page's segments) as lists, each marked so that it reads back as it was.

const BUFFER = '\u0000buffer';
const MAP = '\u0000map';

/** @param {unknown} record */
export function serialize(record) {
  return JSON.stringify(record, function (name, value) {
    const raw = this[name];
    if (raw instanceof Uint8Array) {
      return {
        [BUFFER]: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64'),
      };
    }
    if (raw instanceof Map) return { [MAP]: [...raw] };
    return value;
  });
}

/** @param {string} text */
export function deserialize(text) {
  return JSON.parse(text, (_name, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value[BUFFER] === 'string') return Buffer.from(value[BUFFER], 'base64');
      if (Array.isArray(value[MAP])) return new Map(value[MAP]);
    }
    return value;
  });
}
