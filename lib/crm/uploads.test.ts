import { MAX_IMAGE_BYTES } from '@/lib/images/limits';
import { bannerProblem } from './uploads';

describe('client-side upload checks', () => {
  it('accepts JPEG, PNG and WebP files up to 10 MB', () => {
    for (const [name, type] of [
      ['photo.jpg', 'image/jpeg'],
      ['photo.JPEG', 'image/jpeg'],
      ['logo.png', 'image/png'],
      ['art.webp', 'image/webp'],
    ]) {
      expect(bannerProblem({ name: name!, type: type!, size: MAX_IMAGE_BYTES })).toBeUndefined();
    }
  });

  it('refuses other types, mismatched names and big files, in Russian', () => {
    expect(bannerProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      'Подходят только изображения JPEG, PNG и WebP',
    );
    expect(bannerProblem({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toBeDefined();
    expect(bannerProblem({ name: 'notes.txt', type: 'image/png', size: 10 })).toBeDefined();
    expect(bannerProblem({ name: 'a.png', type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(
      'Изображение больше 10 МБ',
    );
    expect(bannerProblem({ name: 'a.png', type: 'image/png', size: 0 })).toBe(
      'Файл изображения пуст (0 байт)',
    );
  });
});
