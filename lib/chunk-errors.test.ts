import { isChunkLoadError } from './chunk-errors';

describe('isChunkLoadError', () => {
  it('recognises chunk load failures of each kind', () => {
    const named = new Error('Loading chunk 123 failed. (timeout: /_next/static/chunks/123.js)');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk app-page failed. (missing: x.js)'))).toBe(
      true,
    );
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
