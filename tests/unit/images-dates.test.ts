import { describe, expect, it } from 'vitest';
import { parseWallClock } from '../../src/core/datesParse';
import { imageUrl, pictureOf, roundSize, scaledUrl } from '../../src/core/images';
import { maskedDateToIso } from '../../src/ui/masks';

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

  const image = {
    url: 'https://api.example/assets/i/abc/16x9/600.jpg',
    webp_url: 'https://api.example/assets/i/abc/16x9/600.webp',
    avif_url: 'https://api.example/assets/i/abc/16x9/600.avif',
    placeholder: 'https://api.example/assets/i/abc/16x9/25.jpg',
    width: 600,
    height: 338,
  };

  it('make a picture of avif, webp and jpg, each at sizes of multiples of 25 px up to its own, and its placeholder', () => {
    const picture = pictureOf(image);
    expect(picture.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(picture.sources[0].srcSet).toBe(
      [100, 200, 300, 400, 600]
        .map((w) => `https://api.example/assets/i/abc/16x9/${w}x${Math.round((w * 338) / 600)}:600.avif ${w}w`)
        .join(', '),
    );
    expect(picture.sources[1].srcSet).toBe(picture.sources[0].srcSet.replace(/\.avif/g, '.webp'));
    expect(picture.jpg).toEqual({
      type: 'image/jpeg',
      src: image.url,
      srcSet: picture.sources[0].srcSet.replace(/\.avif/g, '.jpg'),
      sizes: '(max-width: 600px) 100vw, 600px',
    });
    expect(picture.sources.every((source) => source.sizes === picture.jpg.sizes)).toBe(true);
    expect(picture).toMatchObject({ placeholder: image.placeholder, width: 600, height: 338 });
  });

  it('leave avif out when asked (the voucher image), and any format the image has no address for', () => {
    expect(pictureOf(image, { avif: false }).sources.map((source) => source.type)).toEqual(['image/webp']);
    expect(pictureOf({ ...image, webp_url: undefined }).sources.map((source) => source.type)).toEqual(['image/avif']);
    expect(pictureOf({ url: 'https://x/a.jpg' }).sources).toEqual([]);
  });

  it('lay a picture out at the width asked for, its height in ratio, capped at its own size', () => {
    const picture = pictureOf({ ...image, width: 1910, height: 1080 }, { width: 400 });
    expect(picture).toMatchObject({ width: 400, height: 226 });
    expect(picture.jpg.sizes).toBe('(max-width: 400px) 100vw, 400px');
    // Lazy, the browser that knows the laid-out width when it loads the picture picks for that width.
    expect(pictureOf(image, { width: 400, lazy: true }).jpg.sizes).toBe('auto, (max-width: 400px) 100vw, 400px');
    // Its own 1910 px rounded up to 1925 (001 §9) is the largest.
    expect(picture.jpg.srcSet.split(', ').slice(-2)).toEqual([
      'https://api.example/assets/i/abc/16x9/1600x905:600.jpg 1600w',
      'https://api.example/assets/i/abc/16x9/1925x1088:600.jpg 1925w',
    ]);
    // A size of 1 (000 §3: unknown): the widths go up to 2000 and the box is the one asked for.
    const unknown = pictureOf({ url: 'https://x/a.jpg', width: 1, height: 1 }, { width: 96, height: 96 });
    expect(unknown).toMatchObject({ width: 96, height: 96 });
    expect(unknown.jpg.srcSet.split(', ').map((c) => Number(c.split(' ')[1].slice(0, -1)))).toEqual([
      100, 200, 300, 400, 600, 800, 1000, 1200, 1600, 2000,
    ]);
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
