/** @jest-environment node */
import { fileField, textField } from './form-data';
import {
  BodyAborted,
  BodyTooLarge,
  FIELD_BYTES,
  FieldTooLarge,
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

  it('refuses a field past its limit as it arrives, naming it, before reading the rest', async () => {
    // A multipart body whose `content` field streams 64 KB at a time, for 64 MB.
    const boundary = 'lumen-boundary';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nA title\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\n`,
    );
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled++;
          controller.enqueue(pulled === 1 ? head : new Uint8Array(64 * 1024).fill(0x61));
          if (pulled > 1024) controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request('http://localhost/', {
      method: 'POST',
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      duplex: 'half',
    } as RequestInit);
    const refusal = await readFormData(request, 12 * 1024 * 1024, {
      fields: { content: 512 * 1024 },
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(FieldTooLarge);
    expect((refusal as FieldTooLarge).field).toBe('content');
    // 512 KB and a chunk or two more, of the 64 MB on offer.
    expect(pulled).toBeLessThanOrEqual(12);
  });

  it('keeps each field to its own limit, and every other one to FIELD_BYTES', async () => {
    const within = new FormData();
    within.set('content', 'й'.repeat(1000));
    within.set('title', 'x'.repeat(FIELD_BYTES));
    const read = await readFormData(multipart(within), 1024 * 1024, { fields: { content: 2000 } });
    expect(textField(read, 'content')).toBe('й'.repeat(1000));
    // Counted in bytes: 1,001 Cyrillic letters are 2,002.
    const over = new FormData();
    over.set('content', 'й'.repeat(1001));
    await expect(
      readFormData(multipart(over), 1024 * 1024, { fields: { content: 2000 } }),
    ).rejects.toMatchObject({ field: 'content' });
    const longTitle = new FormData();
    longTitle.set('title', 'x'.repeat(FIELD_BYTES + 1));
    await expect(readFormData(multipart(longTitle), 1024 * 1024)).rejects.toMatchObject({
      field: 'title',
    });
  });

  it('reads a url-encoded form, and letters split across chunks', async () => {
    const read = await readFormData(
      new Request('http://localhost/', {
        method: 'POST',
        body: new URLSearchParams({ email: 'a@b.co', name: 'Ёлка 🎄' }),
      }),
      1024,
    );
    expect(textField(read, 'name')).toBe('Ёлка 🎄');
    const form = new FormData();
    form.set('text', 'я'.repeat(40_000));
    const encoded = new Response(form);
    const type = encoded.headers.get('content-type')!;
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    let offset = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 777 bytes at a time: most chunks end inside a letter.
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(offset, (offset += 777)));
      },
    });
    const split = await readFormData(
      new Request('http://localhost/', {
        method: 'POST',
        body,
        headers: { 'content-type': type },
        duplex: 'half',
      } as RequestInit),
      1024 * 1024,
      { fields: { text: 80_000 } },
    );
    expect(textField(split, 'text')).toBe('я'.repeat(40_000));
  });
});
