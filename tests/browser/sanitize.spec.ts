import { expect, test } from '@playwright/test';
import { build } from 'esbuild';
import { join } from 'node:path';

/** The sanitiser runs on the browser's own parser, so it is tested in the browser. */
test('sanitizeHtml removes every known script vector and keeps content', async ({ page }) => {
  const bundle = await build({
    entryPoints: [join(import.meta.dirname, '../../src/core/sanitize.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'S',
  });
  await page.setContent('<!doctype html><body></body>');
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
  const vectors = [
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="java&#9;script:alert(1)">x</a>',
    '<a href=" JaVaScRiPt:alert(1)">x</a>',
    '<svg><script>alert(1)</script></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '<object data="x.swf"></object><embed src="x.swf">',
    '<template><img src=x onerror=alert(1)></template>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<img srcset="javascript:alert(1) 1x">',
    '<details open ontoggle=alert(1)>',
    '<video><source onerror=alert(1)></video>',
  ];
  const results = await page.evaluate((list) => {
    const { sanitizeHtml } = (window as unknown as { S: { sanitizeHtml(h: string): string } }).S;
    return list.map((html) => {
      const clean = sanitizeHtml(html);
      // re-parse the output the way React's innerHTML would, then look for anything active
      const div = document.createElement('div');
      div.innerHTML = clean;
      const active = Array.from(div.querySelectorAll('*')).some(
        (el) =>
          el.localName === 'script' ||
          el.localName === 'style' ||
          el.namespaceURI !== 'http://www.w3.org/1999/xhtml' ||
          Array.from(el.attributes).some(
            (a) =>
              /^on/i.test(a.name) ||
              a.name === 'style' ||
              a.name === 'srcdoc' ||
              /^\s*(javascript|data):/i.test(a.value.replace(/[\u0000-\u0020]/g, '')),
          ),
      );
      return { html, clean, active };
    });
  }, vectors);
  for (const r of results) expect(r.active, `${r.html} → ${r.clean}`).toBe(false);

  const kept = await page.evaluate(() =>
    (window as unknown as { S: { sanitizeHtml(h: string): string } }).S.sanitizeHtml(
      '<h2>Title</h2><p>Text <strong>bold</strong> <a href="/calendar" target="_blank">link</a></p><ul><li>one</li></ul><img src="https://x/a.jpg" alt="A">',
    ),
  );
  expect(kept).toBe(
    '<h2>Title</h2><p>Text <strong>bold</strong> <a href="/calendar" target="_blank" rel="noopener noreferrer">link</a></p><ul><li>one</li></ul><img src="https://x/a.jpg" alt="A">',
  );
});
