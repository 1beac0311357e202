// CMS HTML sanitised as text on the server: the browser's allow-list and link policy (core/sanitize).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTES, ELEMENTS } from '../../src/core/sanitize.ts';
import { sanitizeHtml } from '../../src/server/render/sanitizeHtml.ts';

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
      '<p onclick="x()" style="color:red">Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://e.example"></iframe><svg><script>alert(2)</script></svg><form><input name="a"></form>ok',
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
    for (const { title, payload } of corpus) {
      const out = sanitizeHtml(payload);
      for (const [, name, attributes] of out.matchAll(/<\/?([a-z0-9-]+)((?:\s+[a-z-]+="[^"]*")*)\s*>/g)) {
        expect(ELEMENTS, title).toContain(name);
        for (const [, attribute, value] of attributes.matchAll(/([a-z-]+)="([^"]*)"/g)) {
          expect(ATTRIBUTES, title).toContain(attribute);
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
      expect(sanitizeHtml(out), title).toBe(out);
    }
  });
});
