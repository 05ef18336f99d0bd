/** @jest-environment node */
import { responsiveImageProps } from './responsive';

describe('responsiveImageProps', () => {
  it('offers only the chosen widths, and keeps everything else next/image decided', () => {
    const props = responsiveImageProps(
      { src: '/images/p1.webp', alt: 'A', width: 960, height: 720, sizes: '400px' },
      [384, 640, 1080],
    );
    expect(props.srcSet?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '384w',
      '640w',
      '1080w',
    ]);
    expect(props.srcSet).toContain('/_next/image?url=%2Fimages%2Fp1.webp&w=640&q=75 640w');
    expect(props).toMatchObject({ alt: 'A', width: 960, height: 720, sizes: '400px' });
    expect(props.src).toMatch(/^\/_next\/image\?url=%2Fimages%2Fp1\.webp&w=\d+&q=75$/);
  });

  it('leaves a fixed-size picture (1x, 2x) as it is', () => {
    const props = responsiveImageProps(
      { src: '/images/r1.webp', alt: '', width: 64, height: 64 },
      [384],
    );
    expect(props.srcSet).toMatch(/ 1x, .* 2x$/);
  });
});
