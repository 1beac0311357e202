import { describe, expect, it } from 'vitest';
import { maskedDateToIso, parseWallClock } from '../../src/core/datesParse';
import { imageUrl, roundSize, scaledUrl, urlFor } from '../../src/core/images';

describe('image helpers', () => {
  it('round sizes up to multiples of 25 px', () => {
    expect([1, 25, 26, 399, 400, 401].map(roundSize)).toEqual([25, 25, 50, 400, 400, 425]);
  });

  it('build /assets/i/{hash}/{aspect}/{width}.{ext}', () => {
    expect(imageUrl('https://api.example/', 'abc', '16x9', 1910, 'webp')).toBe('https://api.example/assets/i/abc/16x9/1925.webp');
  });

  it('insert {width}x{height}: before the file name, height in the original ratio', () => {
    const image = { width: 1920, height: 600 };
    expect(scaledUrl('https://api.example/assets/i/abc/16x5/1920.jpg', 400, image)).toBe(
      'https://api.example/assets/i/abc/16x5/400x125:1920.jpg',
    );
    // re-scaling replaces an earlier prefix instead of stacking it
    expect(scaledUrl('https://api.example/assets/i/abc/16x5/400x125:1920.jpg', 800, image)).toBe(
      'https://api.example/assets/i/abc/16x5/800x250:1920.jpg',
    );
    // width and height default to 1: a square
    expect(scaledUrl('https://x/a.jpg', 100, {})).toBe('https://x/100x100:a.jpg');
  });

  it('pick the best available format', () => {
    const image = { url: 'a.jpg', webp_url: 'a.webp', avif_url: 'a.avif' };
    expect(urlFor(image, 'avif')).toBe('a.avif');
    expect(urlFor({ ...image, avif_url: undefined }, 'avif')).toBe('a.webp');
    expect(urlFor(image, 'jpg')).toBe('a.jpg');
  });
});

describe('date helpers', () => {
  it('parse API dates, bad input giving an invalid date', () => {
    expect(parseWallClock('2026-11-03 14:05:00').getHours()).toBe(14);
    expect(parseWallClock('2026-11-03').getDate()).toBe(3);
    expect(Number.isNaN(parseWallClock('yesterday').getTime())).toBe(true);
    expect(Number.isNaN(parseWallClock(undefined).getTime())).toBe(true);
  });

  it('keep the venue’s wall-clock time of an ISO time with an offset, and refuse days and times that do not exist', () => {
    const at = parseWallClock('2026-11-08T00:15:00.000+10:00');
    expect([at.getDate(), at.getHours(), at.getMinutes()]).toEqual([8, 0, 15]);
    expect(parseWallClock('2026-11-08T23:30:00Z').getHours()).toBe(23);
    expect(Number.isNaN(parseWallClock('2026-02-30 09:00').getTime())).toBe(true);
    expect(Number.isNaN(parseWallClock('2026-11-03 24:00').getTime())).toBe(true);
  });

  it('turn the dd/mm/yyyy mask into an ISO date, refusing impossible dates', () => {
    expect(maskedDateToIso('03/11/2026')).toBe('2026-11-03');
    expect(maskedDateToIso('31/02/2026')).toBe('');
  });
});
