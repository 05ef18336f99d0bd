/** @jest-environment node */
import { fileField, textField } from './form-data';
import {
  BodyAborted,
  BodyTooLarge,
  readBody,
  readFormData,
  readJsonObject,
  UnsupportedBody,
} from './body';

function multipart(form: FormData, headers: Record<string, string> = {}) {
  return new Request('http://localhost/api/article', { method: 'POST', body: form, headers });
}

/** A body that streams `chunks` chunks of `size` bytes, counting how many were pulled. */
function streamingRequest(chunks: number, size: number, headers: Record<string, string> = {}) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= chunks) return controller.close();
        pulled++;
        controller.enqueue(new Uint8Array(size).fill(0x61));
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request('http://localhost/', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
    duplex: 'half',
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe('reading a body with a byte limit', () => {
  it('reads a body within the limit', async () => {
    const request = new Request('http://localhost/', { method: 'POST', body: 'hello' });
    expect(new TextDecoder().decode(await readBody(request, 5))).toBe('hello');
  });

  it('refuses a declared length over the limit without reading a byte', async () => {
    const { request, pulled } = streamingRequest(10, 1024, { 'content-length': '999999' });
    await expect(readBody(request, 1000)).rejects.toBeInstanceOf(BodyTooLarge);
    expect(pulled()).toBe(0);
  });

  it('stops at the first chunk past the limit of a body without a length (64 MB sent)', async () => {
    const { request, pulled } = streamingRequest(1024, 64 * 1024);
    await expect(readBody(request, 16 * 1024)).rejects.toBeInstanceOf(BodyTooLarge);
    expect(pulled()).toBeLessThanOrEqual(3);
  });

  it('reports a body cut off half-way (the client gone, or timed out) as a bad body, not a crash', async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // What Node's request stream does when its connection closes mid-body.
        if (sent++ === 2)
          return controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
        controller.enqueue(new TextEncoder().encode('{"a":'));
      },
    });
    const request = new Request('http://localhost/', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    const error = await readJsonObject(request, 1000).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(BodyAborted);
    expect(error).toBeInstanceOf(UnsupportedBody);
  });

  it('refuses a malformed Content-Length', async () => {
    const request = new Request('http://localhost/', {
      method: 'POST',
      body: 'x',
      headers: { 'content-length': '1e3' },
    });
    await expect(readBody(request, 5000)).rejects.toBeInstanceOf(BodyTooLarge);
  });
});

describe('reading JSON objects', () => {
  const json = (body: string, type = 'application/json') =>
    new Request('http://localhost/', { method: 'POST', body, headers: { 'content-type': type } });

  it('reads an object', async () => {
    expect(await readJsonObject(json('{"name":"Анна"}'), 100)).toEqual({ name: 'Анна' });
  });

  it.each(['', 'junk', '[1]', 'null', '"x"', '{"a":'])('refuses %j', async (body) => {
    await expect(readJsonObject(json(body), 100)).rejects.toBeInstanceOf(UnsupportedBody);
  });

  it('refuses malformed UTF-8 and other content types', async () => {
    const broken = new Request('http://localhost/', {
      method: 'POST',
      body: new Uint8Array([0x7b, 0xff, 0x7d]),
      headers: { 'content-type': 'application/json' },
    });
    await expect(readJsonObject(broken, 100)).rejects.toBeInstanceOf(UnsupportedBody);
    await expect(readJsonObject(json('{}', 'text/plain'), 100)).rejects.toBeInstanceOf(
      UnsupportedBody,
    );
  });

  it('answers an empty body with the given default', async () => {
    expect(await readJsonObject(json(''), 100, { emptyAs: {} })).toEqual({});
  });

  it('reads JSON sent as text/plain (a beacon) where asked to, and only JSON', async () => {
    const beacon = () => json('{"p":"/"}', 'text/plain;charset=UTF-8');
    expect(await readJsonObject(beacon(), 100, { plainText: true })).toEqual({ p: '/' });
    await expect(readJsonObject(beacon(), 100)).rejects.toBeInstanceOf(UnsupportedBody);
    await expect(
      readJsonObject(json('p=/', 'text/plain'), 100, { plainText: true }),
    ).rejects.toBeInstanceOf(UnsupportedBody);
    await expect(
      readJsonObject(json('{"p":"/"}', 'text/html'), 100, { plainText: true }),
    ).rejects.toBeInstanceOf(UnsupportedBody);
  });
});

describe('reading forms with a size limit', () => {
  it('reads text fields and files', async () => {
    const form = new FormData();
    form.set('title', 'Новый сайт');
    form.set(
      'banner[image]',
      new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' }),
    );
    const read = await readFormData(multipart(form), 1024);
    expect(textField(read, 'title')).toBe('Новый сайт');
    expect(textField(read, 'missing')).toBe('');
    expect(textField(read, 'banner[image]')).toBe('');
    expect(fileField(read, 'banner[image]')?.size).toBe(3);
    expect(fileField(read, 'title')).toBeUndefined();
  });

  it('keeps a named empty file (to refuse it) but not an empty file input', async () => {
    const form = new FormData();
    form.set('named', new File([], 'empty.png', { type: 'image/png' }));
    form.set('unchosen', new File([], '', { type: 'application/octet-stream' }));
    const read = await readFormData(multipart(form), 1024);
    expect(fileField(read, 'named')?.size).toBe(0);
    expect(fileField(read, 'unchosen')).toBeUndefined();
  });

  it('cuts off a body that streams past the limit', async () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(5000)], 'big.bin'));
    await expect(readFormData(multipart(form), 1000)).rejects.toBeInstanceOf(BodyTooLarge);
  });

  it('refuses JSON, a multipart type without a boundary and malformed multipart', async () => {
    const request = (body: string, type: string) =>
      new Request('http://localhost/', {
        method: 'POST',
        body,
        headers: { 'content-type': type },
      });
    await expect(readFormData(request('{}', 'application/json'), 1000)).rejects.toBeInstanceOf(
      UnsupportedBody,
    );
    await expect(readFormData(request('x', 'multipart/form-data'), 1000)).rejects.toBeInstanceOf(
      UnsupportedBody,
    );
    await expect(
      readFormData(request('not really multipart', 'multipart/form-data; boundary=xyz'), 1000),
    ).rejects.toBeInstanceOf(UnsupportedBody);
    await expect(
      readFormData(request('', 'application/x-www-form-urlencoded'), 1000),
    ).rejects.toBeInstanceOf(UnsupportedBody);
  });
});
