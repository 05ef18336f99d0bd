/** @jest-environment node */
import { getImageProps } from 'next/image';
import { optimiserSources } from './optimiser-address';

describe('optimiserSources', () => {
  it.each([
    ['/images/default-banner.webp'],
    ['/api/images/8f8c0bf85f0ecc5cf939910f4baf8a2cec786959bb13c987dcb542c8c3e1ada0.webp'],
    ['/images/projects/p1.webp'],
  ])('writes the addresses next/image writes for %s', (src) => {
    // Sizes of Next's default configuration, which is what jest sees.
    const widths = [384, 640, 1080];
    const { srcSet } = getImageProps({
      src,
      alt: '',
      width: 550,
      height: 490,
      sizes: '400px',
    }).props;
    // next/image offers every configured size; the same candidates, cut down to `widths`.
    const expected = srcSet!
      .split(', ')
      .filter((candidate) => widths.includes(Number(/ (\d+)w$/.exec(candidate)?.[1])));
    expect(expected).toHaveLength(widths.length);
    const ours = optimiserSources(src, widths);
    expect(ours.srcSet).toBe(expected.join(', '));
    // The widest is the address for browsers that read no srcset.
    expect(ours.src).toBe(expected.at(-1)!.split(' ')[0]);
  });
});
