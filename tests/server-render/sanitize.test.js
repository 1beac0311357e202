// CMS HTML sanitised as text on the server: the browser's allow-list and link policy (core/sanitize),
// the editor's harmless styling and the allowed embeds, alone and in a rendered page.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureLanguage } from '../../src/core/i18n.ts';
import { ATTRIBUTES, ELEMENTS } from '../../src/core/sanitize.ts';
import { contentSecurityPolicy } from '../../src/server/headers.ts';
import { sanitizeHtml } from '../../src/server/render/sanitizeHtml.ts';
import { startServer } from '../server/helpers.js';
import { attribute, inlineSheets, server, shadow, siteOptions, tags } from './helpers.js';

/** The XSS corpus the browser's sanitiser is tested with (tests/browser/sanitize.spec.ts). */
const corpus = JSON.parse(readFileSync(new URL('../fixtures/xss-vectors.json', import.meta.url), 'utf8')).vectors;

const site = (path) => `/site${path}`;

describe('sanitizeHtml', () => {
  it('keeps the text elements CMS pages use, with their allowed attributes', () => {
    const html =
      '<h2 class="x">Title</h2><p>One &amp; <strong>two</strong><br>three</p><ul><li>a</li></ul><img src="https://a.example/i.jpg" alt="A" width="10" height="5">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles, frames and forms whole, and event handlers and style attributes', () => {
    const out = sanitizeHtml(
      '<p onclick="x()" style="position:fixed">Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://e.example"></iframe><svg><script>alert(2)</script></svg><form><input name="a"></form>ok',
    );
    expect(out).toBe('<p>Hi</p>ok');
  });

  it('drops unsafe addresses in every spelling, and srcsets that carry one', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href="java&#x09;script:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href="javascript&colon;alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href="&#106;avascript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" srcset="data:x 1x" alt="">')).toBe('<img alt="">');
    expect(sanitizeHtml('<a href="mailto:a@b.example">m</a>')).toBe('<a href="mailto:a@b.example">m</a>');
  });

  it('writes site paths as the site writes them, and keeps new-tab links from reaching back', () => {
    expect(sanitizeHtml('<a href="/contact">c</a>', site)).toBe('<a href="/site/contact">c</a>');
    expect(sanitizeHtml('<a href="//evil.example/x">c</a>', site)).toBe('<a href="//evil.example/x">c</a>');
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('cannot break out of its box: stray closing tags go, open ones are closed, text is escaped', () => {
    expect(sanitizeHtml('</div></template><p>a<em>b')).toBe('<p>a<em>b</em></p>');
    expect(sanitizeHtml('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0');
    expect(sanitizeHtml('<p title="a&quot;><script>">x</p>')).toBe('<p title="a&quot;&gt;&lt;script&gt;">x</p>');
    expect(sanitizeHtml('<!-- <script>alert(1)</script> -->after')).toBe('after');
  });

  it('leaves nothing of the XSS corpus that runs, loads script or styles the page', () => {
    expect(corpus.length).toBeGreaterThan(100);
    for (const { title, payload } of [...corpus, ...adversarial.map((payload) => ({ title: payload, payload }))]) {
      const out = sanitizeHtml(payload);
      for (const [tag, name, attributes] of out.matchAll(/<\/?([a-z0-9-]+)((?:\s+[a-z-]+="[^"]*")*)\s*>/g)) {
        // A frame only as an allowed embed builds it.
        if (name !== 'iframe') expect(ELEMENTS, title).toContain(name);
        else if (!tag.startsWith('</')) expect(attributes.replace(/ title="[^"]*"/, ''), title).toMatch(EMBED_FRAME);
        for (const [, attribute, value] of attributes.matchAll(/([a-z-]+)="([^"]*)"/g)) {
          if (name !== 'iframe') expect([...ATTRIBUTES, 'data-kind', 'data-cms-color', 'data-cms-background'], title).toContain(attribute);
          if (attribute.startsWith('data-cms-')) expect(value, title).toMatch(/^(#[0-9a-f]+|[a-z]+|(rgb|hsl)a?\([\d.,%/ a-z]+\))$/);
          // What the browser's URL parser makes of it (as core/sanitize checks it): no script or data.
          const url = value
            .replace(/&quot;/g, '"')
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&amp;/g, '&');
          if (['href', 'src', 'cite', 'poster'].includes(attribute)) {
            expect(['http:', 'https:', 'mailto:', 'tel:'], title).toContain(new URL(url, 'https://relative.invalid/').protocol);
          }
          if (attribute === 'srcset') expect(url.replace(/\s/g, ''), title).not.toMatch(/(javascript|vbscript|data):/i);
        }
      }
      // Every `<` left is a tag of the allow-list (the rest is escaped text).
      expect(out.replace(/<\/?[a-z0-9-]+(?:\s+[a-z-]+="[^"]*")*\s*>/g, ''), title).not.toContain('<');
      // Sanitised twice, it stays (the colour attributes and embeds are written, never read as such).
      if (!out.includes('<iframe')) expect(sanitizeHtml(out), title).toBe(out.replace(/ data-cms-(color|background)="[^"]*"/g, ''));
    }
  });
});

/** What an allowed embed's frame is: one of the players, lazy, sandboxed, and nothing else. */
const EMBED_FRAME =
  /^ src="https:\/\/(www\.youtube-nocookie\.com\/embed\/[\w-]{11}|player\.vimeo\.com\/video\/\d+|www\.google\.com\/maps(\/embed)?\?[^"]*)" loading="lazy" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups" referrerpolicy="strict-origin-when-cross-origin"$/;

/** Attacks on the paths styles and frames take (tests/fixtures, shared with the browser's test). */
const adversarial = JSON.parse(readFileSync(new URL('../fixtures/cms-attacks.json', import.meta.url), 'utf8'));

describe("sanitizeHtml: the editor's styling and embeds (001 §2 core/html)", () => {
  it('keeps alignment, emphasis and safe colours as classes and colour attributes, never a style attribute', () => {
    expect(
      sanitizeHtml(
        '<p class="lead" style="text-align:center; color:#C00; font-weight:bold; font-style:italic; text-decoration:underline; background-color:rgb(255,240,0); font-size:40px">Hi</p>',
      ),
    ).toBe(
      '<p class="lead cms-align-center cms-bold cms-italic cms-underline" data-cms-color="#c00" data-cms-background="rgb(255, 240, 0)">Hi</p>',
    );
    expect(sanitizeHtml('<p style="color: url(javascript:alert(1)); background: expression(alert(1)); position: fixed">x</p>')).toBe(
      '<p>x</p>',
    );
    expect(sanitizeHtml('<p data-cms-color="red">x</p>')).toBe('<p>x</p>');
  });

  it('keeps a YouTube video, a Vimeo video and a Google map as lazy, titled, sandboxed frames with a plain link', () => {
    const frame = (src, title) =>
      `<iframe src="${src}" title="${title}" loading="lazy" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups" referrerpolicy="strict-origin-when-cross-origin"></iframe>`;
    expect(
      sanitizeHtml(
        '<p><iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=x" title="A lap" allow="autoplay" allowfullscreen>fallback</iframe></p>',
      ),
    ).toBe(
      `<p><span class="cms-embed" data-kind="video">${frame('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'A lap')}<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch on YouTube</a></span></p>`,
    );
    expect(sanitizeHtml('<iframe src="https://player.vimeo.com/video/76979871"></iframe>')).toBe(
      `<span class="cms-embed" data-kind="video">${frame('https://player.vimeo.com/video/76979871', 'Video')}<a href="https://vimeo.com/76979871">Watch on Vimeo</a></span>`,
    );
    expect(sanitizeHtml('<iframe src="https://www.google.com/maps/embed?pb=!1m2!2sLake" style="border:0"></iframe>')).toBe(
      `<span class="cms-embed" data-kind="map">${frame('https://www.google.com/maps/embed?pb=!1m2!2sLake', 'Map')}<a href="https://www.google.com/maps/embed?pb=!1m2!2sLake">Open the map in Google Maps</a></span>`,
    );
  });

  it("titles and links an embed in the page's language", async () => {
    await ensureLanguage('de');
    expect(sanitizeHtml('<iframe src="https://youtu.be/dQw4w9WgXcQ"></iframe>', undefined, 'de')).toContain('title="Video" loading="lazy"');
    expect(sanitizeHtml('<iframe src="https://www.google.com/maps/embed?pb=x"></iframe>', undefined, 'de')).toContain(
      'title="Karte" loading="lazy" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups" referrerpolicy="strict-origin-when-cross-origin"></iframe><a href="https://www.google.com/maps/embed?pb=x">Karte in Google Maps öffnen</a>',
    );
  });

  it('drops every other frame, and the lookalikes, with their content', () => {
    for (const payload of adversarial.slice(0, 5)) expect(sanitizeHtml(payload), payload).toBe('');
    expect(sanitizeHtml('<iframe src="https://evil.example/">text<p>inside</p></iframe>after')).toBe('after');
  });

  it("lets the handler's policy frame exactly the embeds' hosts and the map element's", () => {
    const policy = contentSecurityPolicy({ api: 'https://api.example', assets: '/dist/' });
    expect(/frame-src ([^;]*)/.exec(policy)?.[1].split(' ').sort()).toEqual(
      ['https://maps.google.com', 'https://player.vimeo.com', 'https://www.google.com', 'https://www.youtube-nocookie.com'].sort(),
    );
  });
});

describe('a rendered page with styled text and embeds', () => {
  let api;
  let renderPage;
  beforeAll(async () => {
    ({ renderPage } = await server());
    api = await startServer();
    const text = readFileSync(new URL('../fixtures/cms-styled-text.html', import.meta.url), 'utf8');
    const rows = [
      {
        row_type: 'columns',
        blocks: [
          { id: 'b1', width: 12, widgets: [{ outer: 'core/html', type: 'core/html', templatevar: { widget_is_visible: 1, html: text } }] },
        ],
      },
    ];
    await api.db.query('INSERT INTO pages (name, slug, title, rows) VALUES ($1, $2, $3, $4)', [
      'On film',
      'on-film',
      'On film',
      JSON.stringify(rows),
    ]);
  });
  afterAll(() => api?.stop());

  it('shows the colours, alignment, video and map without a style attribute, and carries the sheet that reads them', async () => {
    const page = await renderPage('/site/on-film', siteOptions(api));
    expect(page.status).toBe(200);
    const root = shadow(page.html);
    // (The data block carries the text as the API gave it: JSON, never markup.)
    expect(page.html.replace(/<script type="application\/json"[^>]*>[^<]*<\/script>/, '')).not.toMatch(/\sstyle=/i);
    expect(root).toContain('<h2 class="cms-align-center" data-cms-color="#c00">Lakeside on film</h2>');
    expect(root).toContain('<span class="cms-bold" data-cms-background="rgb(255, 240, 0)">Gates open at 7 am</span>');
    expect(root).toContain('<em class="cms-underline">rain or shine</em>');
    expect(root).toContain('<p>Plain text stays plain.</p>');
    const frames = tags(root, 'iframe');
    expect(frames.map((a) => attribute(a, 'src'))).toEqual([
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3540!2d153.0!3d-27.2!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1',
    ]);
    expect(frames.map((a) => attribute(a, 'title'))).toEqual(['A lap of Lakeside', 'Map']);
    for (const frame of frames)
      expect(frame).toMatch(EMBED_FRAME.source.includes('loading') ? / loading="lazy" sandbox="[^"]+" referrerpolicy="[^"]+"$/ : /x/);
    expect(root).toContain('<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch on YouTube</a>');
    expect(root).not.toContain('evil.example');
    // The sheet with the classes and colour attributes is in the shadow root.
    const css = inlineSheets(root).find(({ text }) => text.includes('.cms-align-center'))?.text;
    expect(css).toMatch(/\.cms-align-center\{text-align:center\}/);
    expect(css).toContain('attr(data-cms-color type(<color>))');
  });
});
