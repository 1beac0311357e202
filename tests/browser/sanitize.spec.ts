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
/** Attacks on the styles and embeds CMS text keeps, and an editor's text with both (tests/fixtures). */
const attacks: string[] = JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/cms-attacks.json'), 'utf8'));
const styledText = readFileSync(join(import.meta.dirname, '../fixtures/cms-styled-text.html'), 'utf8');
const cmsCss = readFileSync(join(import.meta.dirname, '../../src/ui/cms.css'), 'utf8');
/** What an allowed embed's frame is: one of the players, lazy, titled, sandboxed, and nothing else. */
const EMBED_FRAME = {
  src: /^https:\/\/(www\.youtube-nocookie\.com\/embed\/[\w-]{11}|player\.vimeo\.com\/video\/\d+|www\.google\.com\/maps(\/embed)?\?.*)$/
    .source,
  attributes: 'src title loading sandbox referrerpolicy',
  sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
};

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
      contents:
        "export { setCmsHtml, hasNativeSanitizer } from './src/core/sanitize';\n" +
        "export { sanitizeHtml } from './src/server/render/sanitizeHtml';",
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
  const payloads = [...corpus.map((v) => v.payload), ...extra, ...attacks];
  const findings = await page.evaluate(
    async ({ list, frame }) => {
      const { S } = window as unknown as { S: { setCmsHtml(el: Element, html: string): void | Promise<void> } };
      const out = document.getElementById('out')!;
      const problems: string[] = [];
      const URL_ATTRIBUTES = [
        'href',
        'src',
        'xlink:href',
        'action',
        'formaction',
        'data',
        'poster',
        'cite',
        'background',
        'lowsrc',
        'ping',
      ];
      for (const html of list) {
        const box = document.createElement('div');
        out.append(box);
        await S.setCmsHtml(box, html);
        for (const el of box.querySelectorAll('*')) {
          if (['script', 'object', 'embed', 'form', 'style', 'base', 'meta', 'link', 'venue-cms-embed'].includes(el.localName)) {
            problems.push(`<${el.localName}> left by ${html.slice(0, 80)}`);
          }
          // A frame only as an allowed embed builds it: a player's address, these attributes and no other.
          if (
            el.localName === 'iframe' &&
            (!new RegExp(frame.src).test(el.getAttribute('src') ?? '') ||
              el.getAttributeNames().join(' ') !== frame.attributes ||
              el.getAttribute('sandbox') !== frame.sandbox ||
              el.getAttribute('loading') !== 'lazy' ||
              !el.parentElement?.matches('span.cms-embed'))
          ) {
            problems.push(`<iframe ${el.getAttributeNames().join(' ')}> ${el.getAttribute('src')} left by ${html.slice(0, 80)}`);
          }
          for (const attr of Array.from(el.attributes)) {
            const name = attr.name.toLowerCase();
            if (
              name.startsWith('on') ||
              ['style', 'srcdoc', 'formaction', 'action', 'allow', 'data-cms-style', 'data-cms-embed'].includes(name) ||
              (name.startsWith('data-cms-') && !/^(#[0-9a-f]+|[a-z]+|(rgb|hsl)a?\([\d.,%/ a-z]+\))$/.test(attr.value))
            ) {
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
    },
    { list: payloads, frame: EMBED_FRAME },
  );
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
        '<h2 class="lead">Title</h2><p style="color:red; position: fixed">Text <strong>bold</strong> <a href="/calendar" target="_blank">link</a> <a href="mailto:x@y.z">mail</a></p>' +
          '<ul><li>one</li></ul><img src="https://x.example/a.jpg" alt="A" width="40"><table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>',
      );
      return box.innerHTML;
    });
    expect(kept).toBe(
      '<h2 class="lead">Title</h2><p data-cms-color="red">Text <strong>bold</strong> <a href="/calendar" target="_blank" rel="noopener noreferrer">link</a> <a href="mailto:x@y.z">mail</a></p>' +
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

for (const native of [true, false]) {
  test(`the browser's sanitiser gives what the server's gives: styles, embeds and attacks (${native ? 'setHTML' : 'DOMPurify'})`, async ({
    page,
  }) => {
    await open(page, native);
    const differences = await page.evaluate(
      async (list) => {
        const { S } = window as unknown as {
          S: { setCmsHtml(el: Element, html: string): void | Promise<void>; sanitizeHtml(html: string): string };
        };
        const box = document.getElementById('out')!;
        const found: string[] = [];
        for (const html of list) {
          await S.setCmsHtml(box, html);
          if (box.innerHTML !== S.sanitizeHtml(html))
            found.push(`${html}\n  browser: ${box.innerHTML}\n  server:  ${S.sanitizeHtml(html)}`);
        }
        return found;
      },
      [styledText, ...attacks],
    );
    expect(differences).toEqual([]);
  });
}

/**
 * An origin of its own with a strict policy (no 'unsafe-inline', frames from the embeds' hosts
 * only), its script a file, the players answered by stand-ins (the test runs offline).
 */
async function openStrict(page: Page, native: boolean) {
  const policy =
    "default-src 'self'; script-src 'self'; style-src 'self'; frame-src https://www.youtube-nocookie.com https://www.google.com https://player.vimeo.com";
  const violations: string[] = [];
  page.on('console', (m) => /Content Security Policy|Refused/.test(m.text()) && violations.push(m.text()));
  await page.route('https://venue.test/**', (route) =>
    route.fulfill(
      route.request().url().endsWith('.js')
        ? { contentType: 'text/javascript', body: script }
        : { contentType: 'text/html', headers: { 'content-security-policy': policy }, body: '<!doctype html><body><div id="host"></div>' },
    ),
  );
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|www\.google\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }),
  );
  await page.addInitScript((keep) => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Refused: ${e.violatedDirective} ${e.blockedURI}`), true);
    if (!keep) delete (Element.prototype as { setHTML?: unknown }).setHTML;
  }, native);
  await page.goto('https://venue.test/');
  await page.addScriptTag({ url: 'https://venue.test/sanitize.js' });
  return violations;
}

async function showStyledText(page: Page, text: string, css: string, readsAttributes: boolean) {
  return page.evaluate(
    async ({ text, css, readsAttributes }) => {
      const { S } = window as unknown as { S: { setCmsHtml(el: Element, html: string): void | Promise<void> } };
      if (!readsAttributes) CSS.supports = () => false;
      // As an element shows it: in a shadow root that has adopted the sheet (the CSSOM, which the policy allows).
      const root = document.getElementById('host')!.attachShadow({ mode: 'open' });
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      root.adoptedStyleSheets = [sheet];
      const box = document.createElement('div');
      root.append(box);
      await S.setCmsHtml(box, text);
      const style = (selector: string) => getComputedStyle(box.querySelector(selector)!);
      return {
        heading: { color: style('h2').color, align: style('h2').textAlign },
        marked: { background: style('span.cms-bold').backgroundColor, weight: style('span.cms-bold').fontWeight },
        underlined: style('em').textDecorationLine,
        right: style('p:nth-of-type(1)').textAlign,
        plain: { color: style('p:nth-of-type(3)').color, position: style('p:nth-of-type(3)').position },
        frames: [...box.querySelectorAll('iframe')].map((f) => f.src),
        links: [...box.querySelectorAll('.cms-embed a')].map((a) => a.textContent),
        styleAttributes: box.querySelectorAll('[style]').length,
      };
    },
    { text, css, readsAttributes },
  );
}

for (const native of [true, false]) {
  for (const readsAttributes of [true, false]) {
    test(`under a strict CSP, styled text with a video and a map shows its colours with no violation (${native ? 'setHTML' : 'DOMPurify'}, colours ${readsAttributes ? 'from attributes' : 'through the CSSOM'})`, async ({
      page,
    }) => {
      const violations = await openStrict(page, native);
      const shown = await showStyledText(page, styledText, cmsCss, readsAttributes);
      expect(shown).toEqual({
        heading: { color: 'rgb(204, 0, 0)', align: 'center' },
        marked: { background: 'rgb(255, 240, 0)', weight: '700' },
        underlined: 'underline',
        right: 'right',
        plain: { color: 'rgb(0, 0, 0)', position: 'static' },
        frames: [
          'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
          'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3540!2d153.0!3d-27.2!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1',
        ],
        links: ['Watch on YouTube', 'Open the map in Google Maps'],
        // Colours the CSSOM set are the only style attributes, and only where the sheet cannot read them.
        styleAttributes: readsAttributes ? 0 : 2,
      });
      // The players load: the policy frames their hosts.
      await expect.poll(() => page.frames().filter((f) => f.url() !== 'about:blank' && f !== page.mainFrame()).length).toBe(2);
      await page.waitForTimeout(300);
      expect(violations).toEqual([]);
    });
  }
}
