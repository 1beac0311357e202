import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { BENDS, graphqlReply, restReply, type Bend } from './contract-replies';
import { HIDDEN_ELEMENTS } from './hidden-elements';

/**
 * Every element of the catalogue against a server that keeps to the contract only loosely:
 * replies drawn from the contract's schemas with optional fields left out, nulls, unknown extra
 * fields or mistyped values (contract-replies.ts). Whatever arrives, no element throws and none
 * is left blank. Each bend runs with fixed seeds, for a visitor and for a member, so a failure
 * names a seed that repeats it.
 */

const manifest = JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8')) as {
  modules: { declarations?: { tagName?: string; demo?: string }[] }[];
};
/** Each element with the attributes its catalogue entry is shown with; the site in hash mode. */
const elements = manifest.modules
  .flatMap((m) => m.declarations ?? [])
  .filter((d): d is { tagName: string; demo?: string } => Boolean(d.tagName) && !HIDDEN_ELEMENTS.has(d.tagName!))
  .map(({ tagName, demo }) => `<${tagName} ${demo ?? ''}></${tagName}>`);

/** Two seeds a bend in `npm test`; BAD_REPLY_SEEDS=40 draws that many for a deeper search. */
const SEEDS = process.env.BAD_REPLY_SEEDS ? Array.from({ length: Number(process.env.BAD_REPLY_SEEDS) }, (_, i) => 101 + i) : [11, 23];
const API_PATH = '/contract-api';

function hostPage(origin: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bad replies</title>
<script src="/dist/venue-elements.js" data-api="${origin}${API_PATH}"></script></head>
<body>${elements.map((e) => `<section>${e}</section>`).join('\n')}<p id="after">Host text.</p></body></html>`;
}

/** A session that looks valid to the client for an hour; what the server says of it is generated. */
function memberSession() {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const token = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 1, exp, iat: exp - 3600 })}.c2lnbmF0dXJl`;
  return {
    session: { access_token: token, refresh_token: token, auth_fingerprint: 'fuzz-fingerprint-000001' },
    user: { id: 1, first_name: 'Casey', last_name: 'Driver', email: 'casey@example.com', is_admin: false },
  };
}

async function serveBent(page: Page, bend: Bend, seed: number, unknown: string[]) {
  const origin = new URL(process.env.PAGES_URL!).origin;
  let call = 0;
  await page.route(`${origin}${API_PATH}/**`, async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname.slice(API_PATH.length);
    const callSeed = seed * 1000 + call++;
    if (path === '/graphql') {
      const { query, variables } = (request.postDataJSON() ?? {}) as { query?: string; variables?: Record<string, unknown> };
      return route.fulfill({ json: await graphqlReply(query ?? '', variables, bend, callSeed) });
    }
    const reply = restReply(request.method(), path, bend, callSeed);
    if (!reply.found) {
      unknown.push(`${request.method()} ${path}`);
      return route.fulfill({ status: 404, json: { success: false, message: 'Not found' } });
    }
    return route.fulfill({ json: reply.body ?? {} });
  });
  await page.route(`${origin}/bad-replies.html`, (route) => route.fulfill({ contentType: 'text/html', body: hostPage(origin) }));
}

/** Elements whose shadow root shows nothing at all: no text, no picture, no frame, no control. */
function blankElements(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('section > *')]
      .filter((el) => {
        const root = el.shadowRoot;
        if (!root) return true;
        const visible = (n: Element) => {
          const box = n.getBoundingClientRect();
          return box.width > 0 && box.height > 0;
        };
        const text = [...root.querySelectorAll('*')].some(
          (n) => visible(n) && [...n.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && c.textContent!.trim()),
        );
        const media = [...root.querySelectorAll('img, iframe, video, svg, button, input, a, canvas')].some(visible);
        return !text && !media;
      })
      .map((el) => ({ name: el.localName, html: el.shadowRoot?.innerHTML.replace(/<style[^]*?<\/style>/g, '').slice(0, 2000) ?? '' })),
  );
}

for (const member of [false, true]) {
  for (const bend of BENDS) {
    test(`${member ? 'a member' : 'a visitor'}: replies with ${bend} fields render every element (seeds ${SEEDS.join(', ')})`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(45_000 * SEEDS.length);
      for (const seed of SEEDS) {
        const errors: string[] = [];
        const unknown: string[] = [];
        page.on('pageerror', (error) => errors.push(`${error.message}\n${error.stack ?? ''}`));
        await serveBent(page, bend, seed, unknown);
        const origin = new URL(process.env.PAGES_URL!).origin;
        if (member) {
          await page.goto(`${origin}/demo/demo.css`);
          await page.evaluate(({ session, user }) => {
            localStorage.clear();
            localStorage.setItem('venue-elements/session', JSON.stringify(session));
            localStorage.setItem('venue-elements/user', JSON.stringify(user));
          }, memberSession());
        }
        await page.goto(`${origin}/bad-replies.html`);
        await expect
          .poll(
            () =>
              page.evaluate(
                () => [...document.querySelectorAll('section > *')].filter((el) => !el.hasAttribute('data-venue-ready')).length,
              ),
            {
              timeout: 30_000,
            },
          )
          .toBe(0);
        // Replies that arrive after the first content (a dialog's data, a second page) have had their turn.
        await page.waitForTimeout(500);
        const blank = await blankElements(page);
        // The page as it failed, to be looked at (a full page of every element is long to take).
        if (errors.length || blank.length || unknown.length) {
          await page.screenshot({ path: testInfo.outputPath(`seed-${seed}.png`), fullPage: true });
        }
        expect(errors, `seed ${seed}`).toEqual([]);
        expect(
          blank.map((b) => b.name),
          `seed ${seed}, blank: ${blank.map((b) => `${b.name}: ${b.html}`).join('\n')}`,
        ).toEqual([]);
        expect(unknown, `calls the contract lacks, seed ${seed}`).toEqual([]);
        page.removeAllListeners('pageerror');
        await page.unrouteAll({ behavior: 'wait' });
        if (member) await page.evaluate(() => localStorage.clear());
      }
    });
  }
}
