import { expect, test, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * CMS HTML is sanitised by the browser (setHTML) or by DOMPurify where setHTML is missing. Both
 * paths are held against DOMPurify's public corpus of attack payloads (tests/fixtures, with its
 * origin and licence): every result is inserted into a live document, where nothing may run and
 * no event handler or script URL may be left.
 */
const fixture: { count: number; vectors: { title?: string; payload: string }[] } = JSON.parse(
  readFileSync(join(import.meta.dirname, '../fixtures/xss-vectors.json'), 'utf8'),
);
const corpus = fixture.vectors;

const extra = [
  // DOM clobbering: an input named nodeType hid the form from a hand-written walk.
  '<form onsubmit=alert(1)><input onfocus=alert(2) autofocus name=nodeType>123</form>',
  '<a href="\u2028javascript:alert(1)">x</a><a href="\u00a0javascript:alert(1)">y</a><a href="&#x2003;javascript:alert(1)">z</a>',
  '<a href="java&#9;script:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">x</a>',
  '<iframe srcdoc="<script>parent.alert(1)</script>"></iframe>',
  '<details open ontoggle=alert(1)>',
  '<img src=x onerror=alert(1)>',
];

let script: string;
test.beforeAll(async () => {
  const result = await build({
    stdin: {
      contents: "export { setCmsHtml, hasNativeSanitizer } from './src/core/sanitize';",
      resolveDir: join(import.meta.dirname, '../..'),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'S',
  });
  script = result.outputFiles[0].text;
});

async function open(page: Page, native: boolean) {
  await page.setContent('<!doctype html><body><div id="out"></div></body>');
  await page.evaluate((keep) => {
    const w = window as unknown as { ran: string[] };
    w.ran = [];
    for (const name of ['alert', 'confirm', 'prompt', 'print']) {
      (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => w.ran.push(`${name}(${args.join()})`);
    }
    if (!keep) delete (Element.prototype as { setHTML?: unknown }).setHTML;
  }, native);
  await page.addScriptTag({ content: script });
}

async function holdCorpus(page: Page, native: boolean) {
  await open(page, native);
  expect(await page.evaluate(() => (window as unknown as { S: { hasNativeSanitizer(): boolean } }).S.hasNativeSanitizer())).toBe(native);
  const payloads = [...corpus.map((v) => v.payload), ...extra];
  const findings = await page.evaluate(async (list) => {
    const { S } = window as unknown as { S: { setCmsHtml(el: Element, html: string): void | Promise<void> } };
    const out = document.getElementById('out')!;
    const problems: string[] = [];
    const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'data', 'poster', 'cite', 'background', 'lowsrc', 'ping'];
    for (const html of list) {
      const box = document.createElement('div');
      out.append(box);
      await S.setCmsHtml(box, html);
      for (const el of box.querySelectorAll('*')) {
        if (['script', 'iframe', 'object', 'embed', 'form', 'style', 'base', 'meta', 'link'].includes(el.localName)) {
          problems.push(`<${el.localName}> left by ${html.slice(0, 80)}`);
        }
        for (const attr of Array.from(el.attributes)) {
          const name = attr.name.toLowerCase();
          if (name.startsWith('on') || name === 'style' || name === 'srcdoc' || name === 'formaction' || name === 'action') {
            problems.push(`${name}= left by ${html.slice(0, 80)}`);
          }
          let protocol = '';
          try {
            protocol = new URL(attr.value, location.href).protocol;
          } catch {
            /* not a URL */
          }
          if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript|data):$/.test(protocol)) {
            problems.push(`${name}=${attr.value.slice(0, 40)} left by ${html.slice(0, 80)}`);
          }
        }
      }
      // Whatever is left gets every chance to run: focus, toggle, click nothing but fire events.
      box.querySelectorAll<HTMLElement>('*').forEach((el) => {
        el.dispatchEvent(new Event('focus'));
        el.dispatchEvent(new Event('mouseover', { bubbles: true }));
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    return problems;
  }, payloads);
  expect(findings).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { ran: string[] }).ran)).toEqual([]);
}

test('the corpus is the whole fixture: as many payloads as it says, each a string', () => {
  expect(fixture.count).toBeGreaterThan(200);
  expect(corpus).toHaveLength(fixture.count);
  expect(corpus.filter((v) => typeof v.payload !== 'string')).toEqual([]);
});

test('the browser sanitiser holds the whole corpus', async ({ page }) => {
  await holdCorpus(page, true);
});

test('DOMPurify holds the whole corpus where setHTML is missing', async ({ page }) => {
  await holdCorpus(page, false);
});

for (const native of [true, false]) {
  test(`CMS text keeps what it needs (${native ? 'setHTML' : 'DOMPurify'})`, async ({ page }) => {
    await open(page, native);
    const kept = await page.evaluate(async () => {
      const { S } = window as unknown as { S: { setCmsHtml(el: Element, html: string): void | Promise<void> } };
      const box = document.getElementById('out')!;
      await S.setCmsHtml(
        box,
        '<h2 class="lead">Title</h2><p style="color:red">Text <strong>bold</strong> <a href="/calendar" target="_blank">link</a> <a href="mailto:x@y.z">mail</a></p>' +
          '<ul><li>one</li></ul><img src="https://x.example/a.jpg" alt="A" width="40"><table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>',
      );
      return box.innerHTML;
    });
    expect(kept).toBe(
      '<h2 class="lead">Title</h2><p>Text <strong>bold</strong> <a href="/calendar" target="_blank" rel="noopener noreferrer">link</a> <a href="mailto:x@y.z">mail</a></p>' +
        '<ul><li>one</li></ul><img src="https://x.example/a.jpg" alt="A" width="40"><table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>',
    );
  });
}

for (const native of [true, false]) {
  test(`links to site paths lead where the page says (${native ? 'setHTML' : 'DOMPurify'})`, async ({ page }) => {
    await open(page, native);
    const hrefs = await page.evaluate(async () => {
      const { S } = window as unknown as {
        S: { setCmsHtml(el: Element, html: string, sitePath: (p: string) => string): void | Promise<void> };
      };
      const box = document.getElementById('out')!;
      await S.setCmsHtml(
        box,
        '<a href="/contact?x=1">a</a><a href="//evil.example/">b</a><a href="https://x.example/">c</a><a href="#top">d</a><a href="/\\evil.example">e</a>',
        (path) => `https://venue.example${path}`,
      );
      return [...box.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    });
    expect(hrefs).toEqual(['https://venue.example/contact?x=1', '//evil.example/', 'https://x.example/', '#top', '/\\evil.example']);
  });
}
