import { describe, expect, it } from 'vitest';
import { aspectRatio, hashOf, imageAt, imageFromHash } from '../../src/api/media';
import {
  colourName,
  columnsOf,
  flag,
  galleryTypeOf,
  galleryWidthOf,
  linkKind,
  number,
  opacityOf,
  routeOf,
  saturationOf,
  text,
} from '../../src/widgets/gallery/settings';
import { alignOf, hashOrId, justifyOf } from '../../src/widgets/hero/settings';
import { cssSize, mapEmbedUrl, mapLinkUrl } from '../../src/widgets/map/mapUrls';

describe('CMS settings of the media widgets', () => {
  it('reads loose values: text, numbers and 0/1 flags', () => {
    expect(text(null)).toBe('');
    expect(text(12)).toBe('12');
    expect(text({ a: 1 }, 'x')).toBe('x');
    expect(number('4')).toBe(4);
    expect(number('')).toBeUndefined();
    expect(number('abc')).toBeUndefined();
    expect(number(true)).toBeUndefined();
    for (const on of [1, '1', true, 'true', 'yes', 'on']) expect(flag(on)).toBe(true);
    for (const off of [0, '0', false, '', null, undefined, 'no']) expect(flag(off)).toBe(false);
  });

  it('turns colour codes into names and leaves out none and unknown codes', () => {
    expect(colourName('bnd')).toBe('brand');
    expect(colourName('BLK')).toBe('black');
    expect(colourName('wht')).toBe('white');
    expect(colourName('dng')).toBe('danger');
    expect(colourName('brand')).toBe('brand');
    expect(colourName('none')).toBeUndefined();
    expect(colourName('pink')).toBeUndefined();
    expect(colourName(undefined)).toBeUndefined();
  });

  it('snaps opacity to 10/30/50/70/90/100 and saturation to 0/50/100, full when unset', () => {
    expect(opacityOf(undefined)).toBe(100);
    expect(opacityOf('70')).toBe(70);
    expect(opacityOf(65)).toBe(70);
    expect(opacityOf(0)).toBe(10);
    expect(saturationOf(null)).toBe(100);
    expect(saturationOf(40)).toBe(50);
    expect(saturationOf('0')).toBe(0);
  });

  it('keeps grid_width within 1 to 6 columns and knows the gallery types', () => {
    expect(columnsOf(undefined)).toBe(3);
    expect(columnsOf('0')).toBe(1);
    expect(columnsOf(9)).toBe(6);
    expect(galleryTypeOf('shadowgrid')).toBe('shadowgrid');
    expect(galleryTypeOf('carousel')).toBe('grid');
    expect(galleryWidthOf('slider', undefined)).toBe(1920);
    // 001 §9: thumbnails 400 wide.
    expect(galleryWidthOf('grid', undefined)).toBe(400);
    expect(galleryWidthOf('shadowgrid', undefined)).toBe(400);
    expect(galleryWidthOf('centeredgrid', 0)).toBe(400);
    expect(galleryWidthOf('grid', 600)).toBe(600);
  });

  it('opens http links and target blank in a new tab, routes the rest inside the site', () => {
    expect(linkKind('/calendar')).toBe('internal');
    expect(linkKind('calendar')).toBe('internal');
    expect(linkKind('/calendar', 'blank')).toBe('new-tab');
    expect(linkKind('https://www.motorsport.org.au/')).toBe('new-tab');
    expect(linkKind('http://example.com')).toBe('new-tab');
    expect(linkKind('//example.com')).toBe('new-tab');
    expect(routeOf('calendar')).toBe('/calendar');
    expect(routeOf('/calendar')).toBe('/calendar');
  });

  it('reads hero placement and picture or video settings', () => {
    expect(justifyOf('left')).toBe('left');
    expect(justifyOf('middle')).toBe('center');
    expect(alignOf('bottom')).toBe('bottom');
    expect(alignOf(undefined)).toBe('center');
    expect(hashOf('abc')).toBe('abc');
    expect(hashOf({ hash: 'abc' })).toBe('abc');
    expect(hashOf([{ hash: 'abc' }])).toBe('abc');
    expect(hashOf({ imageHashes: ['x'] })).toBe('x');
    expect(hashOrId({ slug: 'lakeside-lap' })).toBe('lakeside-lap');
    expect(hashOrId('lakeside-lap')).toBe('lakeside-lap');
  });
});

describe('pictures by hash and at other sizes (001 §7, §9)', () => {
  it('knows the height of each aspect', () => {
    expect(aspectRatio('16x9')).toBeCloseTo(9 / 16);
    expect(aspectRatio('Square')).toBe(1);
    expect(aspectRatio('1x1')).toBe(1);
    expect(aspectRatio('raw')).toBeUndefined();
  });

  it('builds the documented URL shape, width rounded up to 25 px, with a 25 px placeholder', () => {
    const image = imageFromHash('https://api.example', 'abc123', '16x9', 1910)!;
    expect(image).toEqual({
      aspect: '16x9',
      url: 'https://api.example/assets/i/abc123/16x9/1925.jpg',
      webp_url: 'https://api.example/assets/i/abc123/16x9/1925.webp',
      avif_url: 'https://api.example/assets/i/abc123/16x9/1925.avif',
      placeholder: 'https://api.example/assets/i/abc123/16x9/25.jpg',
      width: 1925,
      height: 1083,
    });
    expect(imageFromHash('https://api.example', 'abc', 'raw', 300)).toBeNull();
    expect(imageFromHash('https://api.example', '', '16x9', 300)).toBeNull();
  });

  it('takes the lightbox aspect from extra_aspects and raises the width for the lightbox', () => {
    const base = imageFromHash('https://api.example', 'h', '4x3', 600)!;
    const extra = imageFromHash('https://api.example', 'h', '16x9', 600)!;
    const withExtra = { ...base, extra_aspects: [{ ...extra, aspect: '16x9' }] };
    const big = imageAt(withExtra, '16x9', 1920);
    expect(big.url).toBe('https://api.example/assets/i/h/16x9/600.jpg');
    expect(big.width).toBe(1920);
    expect(big.height).toBe(1080);
    const same = imageAt(base, undefined, 2000);
    expect(same.url).toBe(base.url);
    expect(same.height).toBe(1500);
  });
});

describe('map addresses', () => {
  it('embeds and links a location, zoom kept within 1 to 21', () => {
    expect(mapEmbedUrl('1 Lakeside Drive, Kurwongbah QLD', 14)).toBe(
      'https://maps.google.com/maps?q=1%20Lakeside%20Drive%2C%20Kurwongbah%20QLD&z=14&output=embed',
    );
    expect(mapEmbedUrl('x', 40)).toContain('&z=21&');
    expect(mapEmbedUrl('x')).toContain('&z=14&');
    expect(mapLinkUrl('a & b')).toBe('https://www.google.com/maps/search/?api=1&query=a%20%26%20b');
  });

  it('reads CMS sizes as px or keeps their unit; refuses anything else', () => {
    expect(cssSize(320)).toBe('320px');
    expect(cssSize('100%')).toBe('100%');
    expect(cssSize('20em')).toBe('20em');
    expect(cssSize('calc(1px)')).toBeUndefined();
    expect(cssSize(undefined)).toBeUndefined();
  });
});
