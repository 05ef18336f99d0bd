import { contrastRatio, MIN_TEXT_CONTRAST, relativeLuminance, textColorOn } from './contrast';

describe('contrast', () => {
  it('measures luminance and ratios as WCAG 2 does', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // Known pairs: #767676 on white is the lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#ffff00')).toBeCloseTo(1.07, 2);
    expect(relativeLuminance('yellow')).toBeNull();
    expect(contrastRatio('#fff', '#000000')).toBeNull();
  });

  it('keeps white initials where they read, as on the brand colour', () => {
    expect(textColorOn('#6a47ff')).toBe('#ffffff');
    expect(textColorOn('#0b7358')).toBe('#ffffff');
    expect(textColorOn('#000000')).toBe('#ffffff');
  });

  it('turns them dark on light colours', () => {
    expect(textColorOn('#ffff00')).toBe('#151728');
    expect(textColorOn('#FFFFFF')).toBe('#151728');
    expect(textColorOn('#7fe3bb')).toBe('#151728');
  });

  it('reaches 4.5:1 on every colour that can be picked', () => {
    // Every 4th step of each channel: 262,144 colours, including the mid-greys where neither
    // white nor the site's dark text reach AA and only black does.
    let worst = Infinity;
    for (let r = 0; r < 256; r += 4) {
      for (let g = 0; g < 256; g += 4) {
        for (let b = 0; b < 256; b += 4) {
          const color = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
          worst = Math.min(worst, contrastRatio(textColorOn(color), color)!);
        }
      }
    }
    expect(worst).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(textColorOn('#808080')).toBe('#000000');
  });
});
