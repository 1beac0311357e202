// renderPage on Node against the reference back end: each route kind's status, head, text, links,
// images and data block, and HTML a strict Content-Security-Policy accepts.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sheetHash } from '../../src/core/sheetHash.ts';
import { startServer } from '../server/helpers.js';
import {
  attribute,
  canonical,
  inlineSheets,
  meta,
  pictures,
  server,
  shadow,
  siteOptions,
  state,
  styleElements,
  tags,
  textOf,
  title,
  SITE_URL,
} from './helpers.js';

let api;
let renderPage;
const render = (url) => renderPage(url, siteOptions(api));

/** The spacing scale as the build wrote it (site/spacing.css): its file's name and its whole text. */
function spacingScale() {
  const styles = fileURLToPath(new URL('../../dist/styles/', import.meta.url));
  const file = readdirSync(styles).find((name) => name.startsWith('spacing-'));
  return { name: /-(\w+)\.css$/.exec(file)[1], text: readFileSync(styles + file, 'utf8').trim() };
}

beforeAll(async () => {
  ({ renderPage } = await server());
  api = await startServer();
  // The seed's redirect table is empty (001 §2): one old slug, as the CMS would add it.
  await api.db.query('INSERT INTO redirects (from_path, to_path) VALUES ($1, $2)', ['old-about', '/about']);
});
afterAll(() => api?.stop());

/** The text of each form's note for readers without script: the <noscript> that opens the form. */
const formNotes = (html) =>
  [...html.matchAll(/<form[^>]*><noscript><p class="needs-script" role="note">([^<]*)<\/p><\/noscript>/g)].map((m) => textOf(m[1]).trim());
const withoutNoscript = (html) => html.replace(/<noscript>[\s\S]*?<\/noscript>/g, ' ');

/** What every rendered page holds, whatever its route. */
function expectStrictPage(html) {
  // No style attributes and no script but the data block and structured data: a strict CSP takes it.
  expect(html).not.toMatch(/\sstyle=/i);
  expect(html).not.toMatch(/\son[a-z]+=/i);
  for (const attributes of tags(html, 'script')) {
    const inline = !attribute(attributes, 'src');
    if (inline) expect(attributes).toMatch(/type="application\/(ld\+)?json"/);
  }
  expect(tags(html, 'script').filter((a) => attribute(a, 'src'))).toHaveLength(1);
  // The stylesheets: none of the SDK's in the head (venue-elements.css reserves boxes for elements
  // not ready, and the page has none: a request that would hold the first paint for nothing); in
  // the shadow root, the page's own sheets' text in a <style> element (the page's policy lists its
  // hash), the design tokens first.
  expect(html).not.toContain('venue-elements.css');
  expect(shadow(html)).toMatch(/^<style data-sheet="[\w ]+">:host\{--_/);
  // Links are real addresses.
  for (const a of tags(shadow(html), 'a')) {
    const href = attribute(a, 'href');
    expect(href, a).toMatch(/^(\/site\/|https?:|mailto:|tel:|#)/);
  }
}

/**
 * A picture of ui/Image (001 §4): a source for each format in `formats`, then the jpg <img>, each
 * a srcset of the same sizes (multiples of 25 px) with the sizes it is laid out at; the <img>'s
 * width and height reserve its box; the API's tiny placeholder before it, if the image has one.
 */
function expectPicture({ box, placeholder, sources, img }, formats) {
  const widths = (srcset) => srcset.split(', ').map((candidate) => candidate.split(' ')[1]);
  const jpg = attribute(img, 'srcset');
  expect(jpg, img).toMatch(/^http\S+\.jpg \d+w(, http\S+\.jpg \d+w)*$/);
  expect(
    widths(jpg).every((w) => Number(w.slice(0, -1)) % 25 === 0),
    jpg,
  ).toBe(true);
  expect(attribute(img, 'src'), img).toMatch(/^http\S+\.jpg$/);
  expect(attribute(img, 'sizes'), img).toMatch(/\dpx$|^100vw$/);
  // A lazy picture's sizes begin with `auto`: the browser that can picks the size for its laid-out width.
  expect(attribute(img, 'sizes').startsWith('auto, '), img).toBe(attribute(img, 'loading') === 'lazy');
  expect(Number(attribute(img, 'width')), img).toBeGreaterThan(1);
  expect(Number(attribute(img, 'height')), img).toBeGreaterThan(1);
  expect(attribute(img, 'part')).toBe('image');
  expect(sources.map((source) => attribute(source, 'type'))).toEqual(formats.map((format) => `image/${format}`));
  for (const [index, source] of sources.entries()) {
    const srcset = attribute(source, 'srcset');
    expect(srcset).toMatch(new RegExp(`^http\\S+\\.${formats[index]} \\d+w(, http\\S+\\.${formats[index]} \\d+w)*$`));
    expect(widths(srcset)).toEqual(widths(jpg));
    expect(attribute(source, 'sizes')).toBe(attribute(img, 'sizes'));
  }
  // What shows until it has loaded.
  expect(attribute(box, 'data-stage')).toBe('placeholder');
  if (placeholder) {
    expect(attribute(placeholder, 'src')).toMatch(/\/25\.jpg$/);
    expect(attribute(placeholder, 'alt')).toBe('');
    expect(attribute(placeholder, 'loading')).toBe(attribute(img, 'loading'));
  }
}

describe('renderPage', () => {
  it('renders a CMS page with its head, text, images, links and data', async () => {
    const page = await render('/site/about');
    expect(page.status).toBe(200);
    const { html } = page;
    expect(html.startsWith('<!doctype html><html lang="en" dir="ltr"><head>')).toBe(true);
    expect(title(html)).toBe('About | Lakeside Park');
    expect(meta(html, 'description')).toBe('About at Lakeside Park.');
    expect(canonical(html)).toBe(`${SITE_URL}about`);
    expect(meta(html, 'og:title')).toBe('About | Lakeside Park');
    expect(meta(html, 'og:url')).toBe(`${SITE_URL}about`);
    expect(meta(html, 'twitter:card')).toBe('summary');
    expect(meta(html, 'theme-color')).toMatch(/^#/);
    expect(html).toMatch(/<meta [^>]*name="theme-color" content="#\w+" media="\(prefers-color-scheme: dark\)">/);
    expect(html).toMatch(/<link [^>]*rel="icon" href="http/);
    const ld = [...html.matchAll(/<script [^>]*type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]));
    expect(ld[0]).toMatchObject({ '@type': 'Organization', url: SITE_URL });
    expect(html).toContain('<script src="/dist/venue-elements.js" data-api="');

    const root = shadow(html);
    expect(root).toMatch(/<h1[^>]*>About Lakeside Park<\/h1>/);
    // Page content blocks are CMS HTML, sanitised on the server into the page.
    expect(textOf(root)).toContain('A circuit, a drag strip and a driver training centre on the shore of Lake Kurwongbah.');
    expect(textOf(root)).toContain('Dana Whitfield');
    // The menu links to the site's pages.
    expect(root).toContain('<a aria-current="page" href="/site/about">About</a>');
    // Images: every one a <picture> (001 §4), and nothing but pictures.
    expect(pictures(root).length).toBeGreaterThan(1);
    expect(pictures(root).length).toBe(tags(root, 'picture').length);
    for (const picture of pictures(root)) expectPicture(picture, ['avif', 'webp']);
    // Each with its placeholder: the API's, or derived for a picture setting given as a hash (tpl/heading).
    expect(pictures(root).filter(({ placeholder }) => !placeholder)).toEqual([]);
    expectStrictPage(html);

    const data = state(html);
    expect(data).toMatchObject({ v: 1, url: '/about' });
    // Its first row is its title on a picture, which the browser never changes: no code named for it.
    expect(data.kinds).not.toContain('tpl/heading');
    const keys = data.queries.map(([key]) => key[0]);
    expect(keys).toEqual(expect.arrayContaining(['initial-data', 'page-contents', 'persons']));
    const initial = data.queries.find(([key]) => key[0] === 'initial-data')[1];
    expect(initial.sitemap.some((e) => e.url === '/about')).toBe(true);
    // The sitemap as the browser reads it (the menu, each page's head): no dates, no models.
    for (const entry of initial.sitemap)
      expect(Object.keys(entry).filter((k) => !['url', 'priority', 'seo_title', 'seo_meta_description'].includes(k))).toEqual([]);
    expect(initial.sitemap.find((e) => e.url === '/about')).toMatchObject({ priority: 90, seo_title: 'About' });
    // Every page listed, the rows of this one alone: the others' are asked for when gone to.
    expect(initial.pages.length).toBeGreaterThan(5);
    expect(initial.pages.filter((page) => 'rows' in page).map((page) => page.slug)).toEqual(['about']);
    for (const page of initial.pages)
      expect(page).toMatchObject({ slug: expect.any(String), title: expect.any(String), updated_at: expect.any(String) });
    // `</` cannot close the data block early.
    expect(html.match(/<\/script>/g).length).toBe(tags(html, 'script').length);
  });

  it('marks each row below the first as one that comes alive later, and a row the browser never changes as still: their code not named, their replies in the page', async () => {
    const { html } = await render('/site/about');
    const root = shadow(html);
    const rows = tags(root, 'div').filter((a) => /class="row[ "]/.test(a));
    expect(rows.length).toBeGreaterThan(2);
    // The first row, the page's title on its picture, is still; every row after it comes alive
    // later. Each carries its own mark, once.
    expect(attribute(rows[0], 'data-later')).toBeUndefined();
    expect(attribute(rows[0], 'data-still')).toBeTruthy();
    const marks = rows.slice(1).map((a) => attribute(a, 'data-later'));
    expect(marks.every(Boolean)).toBe(true);
    expect(rows.slice(1).map((a) => attribute(a, 'data-still'))).toEqual(rows.slice(1).map(() => undefined));
    expect(new Set([attribute(rows[0], 'data-still'), ...marks]).size).toBe(rows.length);
    const data = state(html);
    // No row's kinds are named: the still row's code never loads, a later row's when it nears
    // the viewport.
    for (const later of ['tpl/heading', 'aboutpage', 'person_list', 'google_map', 'link_children']) expect(data.kinds).not.toContain(later);
    // What those rows show came with the page: hydrating them later asks the API for nothing.
    expect(data.queries.map(([key]) => key[0])).toContain('persons');
    expect(textOf(root)).toContain('Dana Whitfield');
  });

  it("renders the voucher theme's picture without avif (001 §4), webp first, with its placeholder", async () => {
    const { status, html } = await render('/site/gift-vouchers');
    expect(status).toBe(200);
    const [voucher, ...others] = pictures(shadow(html));
    expect(others).toEqual([]);
    expectPicture(voucher, ['webp']);
    expect(voucher.placeholder).toBeDefined();
    expect(attribute(voucher.img, 'width')).toBe('400');
    expect(attribute(voucher.img, 'height')).toBe('225');
    expect(shadow(html)).not.toContain('.avif');
  });

  it("keeps the home page's hero with its picture and its row of buttons still: marked, none of their code named, shown whole", async () => {
    const { html } = await render('/site/');
    const root = shadow(html);
    const rows = tags(root, 'div').filter((a) => /class="row[ "]/.test(a));
    // The hero, then the buttons: still; the rest (a gallery, the calendar, …) come alive later.
    expect(rows.slice(0, 2).map((a) => Boolean(attribute(a, 'data-still')))).toEqual([true, true]);
    expect(rows.slice(2).every((a) => attribute(a, 'data-later') && !attribute(a, 'data-still'))).toBe(true);
    const data = state(html);
    expect(data.kinds).not.toContain('hero_quote');
    expect(data.kinds).not.toContain('button_link');
    expect(data.chunks.filter((chunk) => /def-(hero|button)/.test(chunk))).toEqual([]);
    // What they show is in the page as a visitor sees it: the hero's heading, picture and button.
    expect(root).toMatch(/<h2 class="hero-heading">Lakeside Park<\/h2>/);
    expect(root).toMatch(/<a [^>]*class="button site-button"[^>]*href="\/site\/calendar"/);
    expect(root).toContain('<picture>');
  });

  it('keeps rows of CMS text, and of pictures beside CMS text, still: a policy page names none of its code, nor a call to action its own', async () => {
    const policy = await render('/site/what-is-our-cancellation-and-refund-policy');
    const policyRoot = shadow(policy.html);
    const policyRows = tags(policyRoot, 'div').filter((a) => /class="row[ "]/.test(a));
    // Its one row, a heading over CMS text: still, and the whole page with it.
    expect(policyRows.map((a) => Boolean(attribute(a, 'data-still')))).toEqual([true]);
    expect(state(policy.html).kinds).toEqual([]);
    expect(state(policy.html).chunks).toEqual([]);
    expect(textOf(policyRoot)).toContain('More than 28 days');
    // Its first row, the page's title on its picture and a call to action (pictures beside CMS
    // text): still. Below it, a raw code row and the shop's grid come alive later.
    const gear = await render('/site/hire-gear-details');
    const gearRows = tags(shadow(gear.html), 'div').filter((a) => /class="row[ "]/.test(a));
    expect(gearRows.map((a) => (attribute(a, 'data-still') ? 'still' : attribute(a, 'data-later') ? 'later' : 'live'))).toEqual([
      'still',
      'later',
      'later',
    ]);
    expect(state(gear.html).kinds).not.toContain('call_to_action');
    expect(textOf(shadow(gear.html))).toContain('Helmets, gloves and leathers');
  });

  it('renders the home page', async () => {
    const { status, html } = await render('/site/');
    expect(status).toBe(200);
    // The home page's title is the site's name, not that name twice.
    expect(title(html)).toBe('Lakeside Park');
    expect(canonical(html)).toBe(SITE_URL);
    expect(meta(html, 'description')).toBe('Race, ride and learn at Lakeside Park.');
    expect(textOf(shadow(html))).toContain('Coming up');
    expect(state(html).url).toBe('/');
    // Its calendar's months carried with the fields the calendar reads, not each event's text.
    const [, items] = state(html).queries.find(([key]) => key[0] === 'calendar');
    expect(items.length).toBeGreaterThan(10);
    const fields = new Set(items.flatMap((item) => Object.keys(item)));
    for (const field of fields)
      expect(['id', 'title', 'start', 'end', 'backgroundColor', 'textColor', 'category', 'event_type']).toContain(field);
    expect(fields).toContain('event_type');
    expectStrictPage(html);
  });

  it("carries the page's sheets in one <style> element its policy lists by hash, or links them (inlineStyles: false)", async () => {
    const page = await render('/site/');
    const sheets = inlineSheets(shadow(page.html));
    expect(sheets.length).toBeGreaterThan(5);
    // Each sheet's name is its text's (core/sheetHash), so hydration tells what is there; the
    // spacing scale, cut to the rules the page uses (the test below), is named by its file.
    for (const { name, text } of sheets) expect(name === spacingScale().name || sheetHash(text) === name).toBe(true);
    // One element, the first in the shadow root, and one hash in the policy: its text's.
    const [style, ...others] = styleElements(shadow(page.html));
    expect(others).toEqual([]);
    expect(shadow(page.html).startsWith(`<style data-sheet="${style.names.join(' ')}">`)).toBe(true);
    const hash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const hashes = (policy) =>
      /style-src ([^;]*)/
        .exec(policy)[1]
        .split(' ')
        .filter((source) => source.startsWith("'sha256-"));
    // The document's own rule, in its head: the site edge to edge, with no request for a host stylesheet.
    const head = (html) => html.slice(0, html.indexOf('</head>'));
    expect([...head(page.html).matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1])).toEqual(['body{margin:0}']);
    expect(hashes(page.contentSecurityPolicy)).toEqual([hash('body{margin:0}'), hash(style.text)]);
    expect(page.contentSecurityPolicy).not.toContain("'unsafe-inline'");
    // Linked: the same sheets' files, and no hash in the policy.
    const linked = await renderPage('/site/', { ...siteOptions(api), inlineStyles: false });
    expect(inlineSheets(linked.html)).toEqual([]);
    const hrefs = tags(shadow(linked.html), 'link').map((a) => attribute(a, 'href'));
    expect(hrefs.map((href) => /-(\w+)\.css$/.exec(href)[1])).toEqual(sheets.map(({ name }) => name));
    // Linked, for a host's own policy: not the document's rule either.
    expect(linked.html).not.toContain('<style');
    expect(hashes(linked.contentSecurityPolicy)).toEqual([]);
  });

  it('carries the rules of the spacing scale that its boxes use, and none of the others', async () => {
    const { name, text: scale } = spacingScale();
    const selectorOf = (rule) => /^[^{]*/.exec(rule)[0];
    const carried = async (path) => {
      const html = shadow((await render(path)).html);
      const sheet = inlineSheets(html).find((s) => s.name === name);
      const used = [...html.matchAll(/ class="([^"]*)"/g)].flatMap((m) => m[1].split(' ')).filter((c) => /^[pm][trbl]-/.test(c));
      return { rules: sheet.text.match(/[^}]+\}/g) ?? [], used: new Set(used) };
    };
    // The about page's blocks are spaced from the scale (padding 8 and 4 steps, margins 0 and 4).
    const about = await carried('/site/about');
    expect([...about.used].sort()).toEqual(['mb-4', 'mt-0', 'pb-8', 'pl-4', 'pr-4', 'pt-8']);
    expect(about.rules.map(selectorOf).sort()).toEqual([...about.used].map((c) => `.decorated.${c}`).sort());
    expect(about.rules).toContain('.decorated.pt-8{padding-top:32px}');
    for (const rule of about.rules) expect(scale).toContain(rule);
    // The home page's rows use none of it: the sheet is named, and empty.
    expect(await carried('/site/')).toEqual({ rules: [], used: new Set() });
  });

  it('describes a screen with no sitemap entry of its own (the cart, the checkout) as the home page is', async () => {
    for (const path of ['/site/cart', '/site/checkout']) {
      const { status, html } = await render(path);
      expect(status).toBe(200);
      expect(meta(html, 'description')).toBe('Race, ride and learn at Lakeside Park.');
    }
  });

  it("renders an event type's page with its events", async () => {
    const { status, html } = await render('/site/events/happy-laps');
    expect(status).toBe(200);
    expect(title(html)).toBe('Happy Laps | Lakeside Park');
    expect(canonical(html)).toBe(`${SITE_URL}events/happy-laps`);
    expect(meta(html, 'description')).toMatch(/^Happy Laps is one of the favourite days/);
    const root = shadow(html);
    expect(root).toMatch(/<h1[^>]*>Happy Laps<\/h1>/);
    expect(textOf(root)).toContain('Upcoming Events');
    const ld = [...html.matchAll(/<script [^>]*type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]));
    expect(ld.some((d) => d['@type'] === 'Event' && d.name)).toBe(true);
    expect(state(html).queries.some(([key]) => key[0] === 'event-type' && key[1] === 'happy-laps')).toBe(true);
    expectStrictPage(html);
  });

  it('renders an article', async () => {
    const { status, html } = await render('/site/article/sorry');
    expect(status).toBe(200);
    expect(title(html)).toBe('Sorry: the 14th is cancelled | Lakeside Park');
    expect(meta(html, 'description')).toBe('Storm damage means we cannot run the event on the 14th.');
    expect(canonical(html)).toBe(`${SITE_URL}article/sorry`);
    expect(shadow(html)).toMatch(/<h1[^>]*>Sorry: the 14th is cancelled<\/h1>/);
    const ld = [...html.matchAll(/<script [^>]*type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]));
    expect(ld.find((d) => d['@type'] === 'Article')).toMatchObject({ headline: 'Sorry: the 14th is cancelled' });
    expectStrictPage(html);
  });

  it("answers 404 with the 'Page not found' page for an unknown address", async () => {
    const { status, html } = await render('/site/no-such-page');
    expect(status).toBe(404);
    expect(title(html)).toBe('Page not found | Lakeside Park');
    expect(canonical(html)).toBeUndefined();
    const root = shadow(html);
    expect(root).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(textOf(root)).toContain('Please visit our homepage to get where you need to go.');
    expect(root).toMatch(/<a [^>]*href="\/site\/"[^>]*>Take me home<\/a>/);
    expect(state(html).kinds).toContain('venue-not-found');
    expectStrictPage(html);
  });

  // An event type or article that does not exist is as unknown as a page: no soft 404 for crawlers.
  for (const path of ['/site/events/no-such-type', '/site/article/no-such-article']) {
    it(`answers 404 with the 'Page not found' page for ${path}`, async () => {
      const { status, html } = await render(path);
      expect(status).toBe(404);
      expect(title(html)).toBe('Page not found | Lakeside Park');
      expect(canonical(html)).toBeUndefined();
      const root = shadow(html);
      expect(root).toMatch(/<h1[^>]*>Page not found<\/h1>/);
      expect(root).toMatch(/<a [^>]*href="\/site\/"[^>]*>Take me home<\/a>/);
      expect(textOf(root)).not.toContain('could not be found');
      expect(state(html).kinds).toContain('venue-not-found');
      expectStrictPage(html);
    });
  }

  it('answers 301 for an address of the redirect table', async () => {
    expect(await render('/site/old-about')).toMatchObject({ status: 301, location: '/site/about' });
  });

  it("renders a member's route and /logout as a page the browser resolves: no redirect, no member data", async () => {
    for (const path of ['/profile', '/checkout', '/logout']) {
      const page = await render(`/site${path}`);
      expect(page, path).toMatchObject({ status: 200, personal: true });
      expect(page.location, path).toBeUndefined();
      // The site's frame, and the path the browser resolves.
      expect(shadow(page.html), path).toContain('part="header"');
      expect(state(page.html).url, path).toBe(path);
      // Nobody's details: the page's main part is empty until the browser knows who is there.
      const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(shadow(page.html))?.[1];
      expect(main, path).toBeDefined();
      expect(textOf(main).trim(), path).toBe('');
      expect(textOf(shadow(page.html)), path).not.toMatch(/Log out|First name/);
      expectStrictPage(page.html);
    }
    // Every other page is everyone's.
    expect((await render('/site/about')).personal).toBeUndefined();
  });

  it('says plainly that a form needs JavaScript, and never sends it in the address', async () => {
    const { status, html } = await render('/site/contact');
    expect(status).toBe(200);
    const forms = tags(shadow(html), 'form');
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) expect(attribute(form, 'method')).toBe('post');
    // Said in a <noscript>: a browser that runs script parses it as text and shows none of it,
    // even inside the declared shadow root, before and after hydration.
    const notes = formNotes(shadow(html));
    expect(notes.length).toBe(forms.length);
    for (const note of notes) expect(note).toBe('This form needs JavaScript: turn JavaScript on in your browser to send it.');
    expect(textOf(withoutNoscript(shadow(html)))).not.toContain('needs JavaScript');
    expectStrictPage(html);
  });

  it('keeps one request from another: each page renders with a core of its own', async () => {
    const [about, faq] = await Promise.all([render('/site/about'), render('/site/faq')]);
    expect(state(about.html).url).toBe('/about');
    expect(state(faq.html).url).toBe('/faq');
    expect(state(faq.html).queries.some(([key]) => key[0] === 'persons')).toBe(false);
    expect(title(faq.html)).toBe('FAQ | Lakeside Park');
  });
  it('shares the site-wide data of one site only: the same API through another fetch renders its own', async () => {
    const plain = await render('/site/about');
    expect(title(plain.html)).toBe('About | Lakeside Park');
    // Within the minute the first render's site-wide data is shared: another fetch (another
    // tenant's headers, a proxy) is another site all the same.
    const renamed = async (input, init) => {
      const reply = await fetch(input, init);
      if (!/json/.test(reply.headers.get('content-type') ?? '')) return reply;
      const body = (await reply.text()).split('Lakeside Park').join('Harbour Park');
      return new Response(body, { status: reply.status, headers: { 'content-type': 'application/json' } });
    };
    const other = await renderPage('/site/about', { ...siteOptions(api), fetch: renamed });
    expect(title(other.html)).toBe('About | Harbour Park');
    expect(title((await render('/site/about')).html)).toBe('About | Lakeside Park');
  });
});

describe("renderPage in the site's language", () => {
  it('renders a German site in German: the page, <html lang>, and the language the browser hydrates in', async () => {
    const { status, html } = await renderPage('/site/about', { ...siteOptions(api), lang: 'de' });
    expect(status).toBe(200);
    expect(html).toMatch(/^<!doctype html><html lang="de" dir="ltr">/);
    // The site's frame in German, not English.
    expect(textOf(shadow(html))).toContain('Anmelden');
    expect(textOf(shadow(html))).toContain('Warenkorb');
    expect(textOf(shadow(html))).not.toMatch(/\bLog in\b|\bCart\b/);
    expect(shadow(html)).toMatch(/class="venue-root" part="base" lang="de" dir="ltr"/);
    // The browser is told, so that its first render is the server's.
    const script = tags(html, 'script').find((a) => attribute(a, 'src'));
    expect(attribute(script, 'data-lang')).toBe('de');
    expectStrictPage(html);
  });

  it("says in the site's language that a form needs JavaScript, in a <noscript> only", async () => {
    const { status, html } = await renderPage('/site/contact', { ...siteOptions(api), lang: 'de' });
    expect(status).toBe(200);
    const notes = formNotes(shadow(html));
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes)
      expect(note).toBe('Dieses Formular braucht JavaScript: Schalten Sie JavaScript in Ihrem Browser ein, um es zu senden.');
    expect(textOf(shadow(html))).not.toContain('This form needs JavaScript');
    expect(textOf(withoutNoscript(shadow(html)))).not.toContain('JavaScript');
  });

  it('renders an Arabic site right to left', async () => {
    const { html } = await renderPage('/site/about', { ...siteOptions(api), lang: 'ar' });
    expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(shadow(html)).toMatch(/lang="ar" dir="rtl"/);
    expect(textOf(shadow(html))).toContain('تسجيل الدخول');
  });

  it('renders English by default and says nothing of a language on the script tag', async () => {
    const { html } = await renderPage('/site/about', siteOptions(api));
    expect(html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    expect(
      attribute(
        tags(html, 'script').find((a) => attribute(a, 'src')),
        'data-lang',
      ),
    ).toBeUndefined();
  });
});
