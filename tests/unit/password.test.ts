import { describe, expect, it } from 'vitest';
import { suggestPassword } from '../../src/ui/password';

describe('suggestPassword', () => {
  it('is 8 alphanumeric characters with a lower-case letter, a capital and a digit', () => {
    for (let i = 0; i < 500; i += 1) {
      const password = suggestPassword();
      expect(password).toMatch(/^[A-Za-z0-9]{8}$/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[0-9]/);
    }
  });

  it('differs each time', () => {
    const seen = new Set(Array.from({ length: 200 }, () => suggestPassword()));
    expect(seen.size).toBe(200);
  });

  it('uses every character position and kind over many draws', () => {
    const firsts = new Set(Array.from({ length: 2000 }, () => suggestPassword()[0]));
    expect(firsts.size).toBeGreaterThan(40);
  });

  it('rejects biased bytes from the generator', () => {
    // 255 is above the largest multiple of every set size: it must be skipped, not folded.
    const bytes = [255, 0, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    let n = 0;
    const fill = (b: Uint8Array<ArrayBuffer>) => {
      b[0] = bytes[n++ % bytes.length];
      return b;
    };
    expect(suggestPassword(8, fill)).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('honours a length', () => {
    expect(suggestPassword(12)).toHaveLength(12);
  });
});
