import { MAX_UPLOAD_BYTES, uploadProblem } from './uploads';

describe('client-side upload checks', () => {
  it('accepts JPEG, PNG and WebP files up to 10 MB', () => {
    for (const [name, type] of [
      ['photo.jpg', 'image/jpeg'],
      ['photo.JPEG', 'image/jpeg'],
      ['logo.png', 'image/png'],
      ['art.webp', 'image/webp'],
    ]) {
      expect(uploadProblem({ name: name!, type: type!, size: MAX_UPLOAD_BYTES })).toBeUndefined();
    }
  });

  it('refuses other types, mismatched names and big files, in Russian', () => {
    expect(uploadProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      'Подходят только изображения JPEG, PNG и WebP',
    );
    expect(uploadProblem({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toBeDefined();
    expect(uploadProblem({ name: 'notes.txt', type: 'image/png', size: 10 })).toBeDefined();
    expect(uploadProblem({ name: 'a.png', type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      'Изображение больше 10 МБ',
    );
  });
});
