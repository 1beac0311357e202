/**
 * What CMS text keeps of its editor's styling and frames (001 §2 core/html): only safe colours,
 * the harmless declarations, and embeds from the allow-list's https hosts, each rebuilt.
 */
import { describe, expect, it } from 'vitest';
import { cmsStyle, safeColour, withClasses } from '../../src/core/cmsStyle';
import { embedFor, embedTexts } from '../../src/core/cmsEmbeds';

describe('safeColour', () => {
  it('keeps hex, rgb, hsl and named colours, tidied', () => {
    expect(safeColour('#C00')).toBe('#c00');
    expect(safeColour('#11223344')).toBe('#11223344');
    expect(safeColour(' RGB( 255 ,0,  0 ) ')).toBe('rgb(255, 0, 0)');
    expect(safeColour('rgba(0,0,0,.5)')).toBe('rgba(0, 0, 0, .5)');
    expect(safeColour('rgb(0 128 0 / 50%)')).toBe('rgb(0 128 0 / 50%)');
    expect(safeColour('hsl(120deg, 50%, 40%)')).toBe('hsl(120deg, 50%, 40%)');
    expect(safeColour('RebeccaPurple')).toBe('rebeccapurple');
  });

  it('drops everything else', () => {
    for (const value of [
      'url(https://evil.example/x.png)',
      'expression(alert(1))',
      'var(--x)',
      'rgb(var(--r), 0, 0)',
      'red;background:url(x)',
      '#ggg',
      '#12345',
      'rgb()',
      'inherit',
      'currentColor',
      'red/**/',
      '\\72 ed',
      'calc(1)',
      'image-set("x.png" 1x)',
      'rgb(1,2,3) url(x)',
    ]) {
      expect(safeColour(value), value).toBeUndefined();
    }
  });
});

describe('cmsStyle', () => {
  it('keeps alignment, bold, italic, underline and colours, and nothing else', () => {
    expect(
      cmsStyle(
        'text-align: center; font-weight: 700; font-style: italic; text-decoration: underline solid; color: #C00; background-color: yellow !important; font-size: 90px; position: fixed',
      ),
    ).toEqual({ classes: ['cms-align-center', 'cms-bold', 'cms-italic', 'cms-underline'], color: '#c00', background: 'yellow' });
    expect(cmsStyle('background: #fff url(x.png)')).toEqual({ classes: [] });
    expect(cmsStyle('color: url(javascript:alert(1)); background: expression(alert(1)); text-align: -webkit-center')).toEqual({
      classes: [],
    });
    expect(cmsStyle('font-weight: normal; text-decoration: none')).toEqual({ classes: [] });
    expect(cmsStyle('color: red;}</style><script>alert(1)</script>')).toEqual({ classes: [] });
  });

  it('adds its classes after the text’s own, each once', () => {
    expect(withClasses(' lead  cms-bold', ['cms-bold', 'cms-italic'])).toBe('lead cms-bold cms-italic');
    expect(withClasses(null, ['cms-align-right'])).toBe('cms-align-right');
  });
});

describe('embedFor', () => {
  it('rebuilds YouTube addresses as the privacy-enhanced player', () => {
    for (const src of [
      'https://www.youtube.com/embed/dQw4w9WgXcQ?si=tracking&autoplay=1',
      'https://youtube-nocookie.com/embed/dQw4w9WgXcQ',
      '//www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&list=x',
    ]) {
      expect(embedFor(src), src).toEqual({
        kind: 'video',
        src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        href: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        service: 'YouTube',
      });
    }
    expect(embedFor('https://www.youtube.com/embed/dQw4w9WgXcQ?start=42')?.src).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42',
    );
  });

  it('rebuilds Vimeo players and Google maps', () => {
    expect(embedFor('https://player.vimeo.com/video/76979871?h=8272103f6e&badge=0')).toEqual({
      kind: 'video',
      src: 'https://player.vimeo.com/video/76979871?h=8272103f6e',
      href: 'https://vimeo.com/76979871/8272103f6e',
      service: 'Vimeo',
    });
    expect(embedFor('https://www.google.com/maps/embed?pb=!1m18!1m3!1d3540!2sLakeside%20Park&foo=bar')).toEqual({
      kind: 'map',
      src: 'https://www.google.com/maps/embed?pb=!1m18!1m3!1d3540!2sLakeside%20Park',
      href: 'https://www.google.com/maps/embed?pb=!1m18!1m3!1d3540!2sLakeside%20Park',
      service: 'Google Maps',
    });
    expect(embedFor('https://maps.google.com/maps?q=Lakeside+Park&z=14&output=embed&evil=1')).toEqual({
      kind: 'map',
      src: 'https://www.google.com/maps?q=Lakeside+Park&z=14&output=embed',
      href: 'https://www.google.com/maps?q=Lakeside+Park&z=14',
      service: 'Google Maps',
    });
  });

  it('refuses every other address', () => {
    for (const src of [
      'javascript:alert(1)//https://www.youtube.com/embed/dQw4w9WgXcQ',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtube.com.evil.example/embed/dQw4w9WgXcQ',
      'https://evil.example/www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      '//evil.example/https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com@evil.example/embed/dQw4w9WgXcQ',
      'https://user@www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com:8443/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ/../../redirect?q=https://evil.example',
      'https://www.youtube.com/embed/not-an-id',
      'https://www.youtube.com/redirect?q=https://evil.example',
      'https://evilyoutube.com/embed/dQw4w9WgXcQ',
      'https://player.vimeo.com/video/abc',
      'https://vimeo.com.evil.example/123',
      'https://www.google.com/search?q=x',
      'https://www.google.com/maps/embed',
      'https://www.google.com.evil.example/maps/embed?pb=x',
      'https://maps.google.com/maps?q=x',
      '/embed/dQw4w9WgXcQ',
      '',
      null,
    ]) {
      expect(embedFor(src), String(src)).toBeNull();
    }
  });

  it('titles a frame with its own title or a translated default, and its link with the service', () => {
    const video = embedFor('https://youtu.be/dQw4w9WgXcQ')!;
    expect(embedTexts(video, '  Lap   of the lake ')).toEqual({ title: 'Lap of the lake', link: 'Watch on YouTube' });
    expect(embedTexts(video, '')).toEqual({ title: 'Video', link: 'Watch on YouTube' });
    expect(embedTexts(embedFor('https://www.google.com/maps/embed?pb=x')!, null)).toEqual({
      title: 'Map',
      link: 'Open the map in Google Maps',
    });
  });
});
