import { describe, expect, it } from 'vitest';
import { fontsOf, type FaceTheme } from '../../src/loader/faces';

const FAMILY = "system-ui, 'Segoe UI', sans-serif";
const DEFAULTS = { family: FAMILY, size: '16px' };
const theme = (over: Partial<FaceTheme> = {}): FaceTheme => ({ family: '', headingFamily: '', size: '', inherited: 20, root: 18, ...over });
const CALENDAR = ['700 1.5em h', '600 1em', '400 0.875em'];

describe('fontsOf (the loader looks up these fonts)', () => {
  it('resolves the faces against the default theme: 16px, one family for text and headings', () => {
    expect(fontsOf(CALENDAR, theme(), DEFAULTS)).toEqual([`700 24px ${FAMILY}`, `600 16px ${FAMILY}`, `400 14px ${FAMILY}`]);
  });

  it("takes the host's families: headings in the heading family, which falls back to the text family", () => {
    expect(fontsOf(CALENDAR, theme({ family: 'Inter, sans-serif', headingFamily: 'Georgia, serif' }), DEFAULTS)).toEqual([
      '700 24px Georgia, serif',
      '600 16px Inter, sans-serif',
      '400 14px Inter, sans-serif',
    ]);
    expect(fontsOf(['700 1.5em h'], theme({ family: 'Inter' }), DEFAULTS)).toEqual(['700 24px Inter']);
  });

  it('reads the font size in px, rem (of the root), em and % (of the inherited size)', () => {
    const sizes = (size: string) => fontsOf(['400 1em'], theme({ size }), { family: 'x', size: '16px' })[0];
    expect(sizes('18px')).toBe('400 18px x');
    expect(sizes('1.50rem')).toBe('400 27px x');
    expect(sizes('0.8em')).toBe('400 16px x');
    expect(sizes('90%')).toBe('400 18px x');
  });

  it("takes the theme's own size where the host has set none", () => {
    expect(fontsOf(['600 1em'], theme(), { family: 'x', size: '18px' })).toEqual(['600 18px x']);
  });

  it('looks nothing up for a size it cannot resolve itself', () => {
    for (const size of ['calc(1rem + 2px)', '2vw', 'large', '0px', 'nonsense'])
      expect(fontsOf(CALENDAR, theme({ size }), DEFAULTS)).toEqual([]);
  });
});
