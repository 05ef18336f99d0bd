/** @jest-environment node */
import { BodyTooLarge, fileField, readFormData, textField, UnsupportedBody } from './form-data';

function multipart(form: FormData, headers: Record<string, string> = {}) {
  return new Request('http://localhost/api/article', { method: 'POST', body: form, headers });
}

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

  it('refuses a declared length over the limit without reading', async () => {
    const form = new FormData();
    form.set('x', 'y');
    const request = new Request('http://localhost/', {
      method: 'POST',
      body: 'a=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '5000' },
    });
    await expect(readFormData(request, 1000)).rejects.toBeInstanceOf(BodyTooLarge);
  });

  it('cuts off a body that streams past the limit', async () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(5000)], 'big.bin'));
    await expect(readFormData(multipart(form), 1000)).rejects.toBeInstanceOf(BodyTooLarge);
  });

  it('refuses JSON and malformed multipart', async () => {
    const json = new Request('http://localhost/', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    await expect(readFormData(json, 1000)).rejects.toBeInstanceOf(UnsupportedBody);
    const broken = new Request('http://localhost/', {
      method: 'POST',
      body: 'not really multipart',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    await expect(readFormData(broken, 1000)).rejects.toBeInstanceOf(UnsupportedBody);
  });
});
