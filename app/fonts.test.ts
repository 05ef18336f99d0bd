/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { CYRILLIC_FONT } from '@/lib/site';

const read = (file: string) => fs.readFileSync(path.join(process.cwd(), file));

describe('Manrope’s Cyrillic face', () => {
  it('is @fontsource-variable/manrope’s file, under the name the pages preload', () => {
    const served = read(path.join('public', CYRILLIC_FONT));
    const packaged = read(
      'node_modules/@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2',
    );
    // A new version of the package: copy the file under a new name (CYRILLIC_FONT, globals.css).
    expect(served.equals(packaged)).toBe(true);
  });

  it('is the face the stylesheet declares, before the fallback Arial in the font list', () => {
    const css = read('app/globals.css').toString();
    expect(css).toContain(`src: url('${CYRILLIC_FONT}') format('woff2')`);
    const stack = /--font-sans:([^;]+);/.exec(css)?.[1]?.replace(/\s+/g, ' ');
    expect(stack).toMatch(/^ var\(--font-manrope\), 'Manrope Cyrillic', 'Manrope Fallback', /);
  });
});
