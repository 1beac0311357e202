/**
 * dist/venue-elements.js: the one file a host page includes. It reads the script tag's
 * configuration, finds `venue-*` tags present now and added later, and imports only the
 * chunks those tags need — every chunk of an element at once, its lazily loaded component
 * included, not one after another. Each element starts the calls its first render needs as it
 * connects, while its component's code is still on its way. Works as a classic or a
 * module script, async or deferred, before or after the tags; a second copy only warns.
 */
import { rememberedHeights } from '../core/heights';
import { isRenderedPage, type RenderedState } from '../core/renderedState';
import {
  codeOf,
  discover,
  importAll,
  load,
  MANIFEST,
  RENDERED,
  SELECTOR,
  startEarly,
  TAG_NAMES,
  takeTurns,
  venue,
  type LoaderPage,
} from './page';
import { reserveCss } from './reserve';

if (venue.loaderActive) {
  if (!venue.warnedTwice) {
    venue.warnedTwice = true;
    console.warn(`venue-elements ${MANIFEST.version}: included more than once; this copy does nothing. Remove one <script> tag.`);
  }
} else {
  venue.loaderActive = true;
  venue.version = MANIFEST.version;
  start();
}

/** The loader's plan, in the order its steps must run: each says why it comes where it does. */
function start(): void {
  const page = setUp();
  importCodeFirst(page);
  startEarlyCalls(page);
  holdUnpainted(page);
  reserveSpace(page);
  // A page seen before reserves the height each element's first content had then (core/heights).
  // A page the server rendered reserves nothing (holdUnpainted says why), and leaves storage
  // alone: a page's first read of it waits on the browser process (10-12 ms of this task, at the
  // first paint, on a phone).
  if (!page.serverRendered) page.heights = rememberedHeights();
  goLive(page);
}

/** The script tag's settings handed to the core, configure() queued until it arrives, and the page's shared state. */
function setUp(): LoaderPage {
  const script =
    (document.currentScript as HTMLScriptElement | null) ??
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find((candidate) =>
      /venue-elements(\.min)?\.js([?#]|$)/.test(candidate.src),
    );
  const data = script?.dataset ?? {};
  // Copied as written: the core checks them (configFromDataset) and warns about a bad one.
  // (configFromDataset reads the settings it knows and nothing else).
  venue.scriptConfig = { ...data };
  // configure() before the core arrives is queued and replayed by the core (later wins).
  venue.queue ??= [];
  venue.configure ??= (values) => void venue.queue!.push(values);
  return {
    base: new URL('.', script?.src ?? location.href),
    data,
    early: (venue.early ??= new Map()),
    slot: (venue.slot ??= { next: 0 }),
    // A page its server rendered: its state block (the replies it was rendered from, the chunks of
    // its widget kinds) is read by loader/rendered, a chunk only such a page loads, and handed to the
    // core and the element adapter. Its largest picture is the server's to name (a preload link in
    // its head), not this file's: every host page carries it.
    serverRendered: isRenderedPage(),
    definitions: {},
    seen: new WeakSet(),
  };
}

/**
 * The code first: the kit (React) is the longest download of a page, and each step after this
 * one (the first fetch, storage, the reserving sheet) costs a phone milliseconds before it would
 * go out. A page its server rendered loads its code later (loader/rendered).
 */
function importCodeFirst(page: LoaderPage): void {
  if (!page.serverRendered) document.querySelectorAll(SELECTOR).forEach((element) => codeOf(page, element.localName));
}

/**
 * Then the data: the elements on the page ask for their first-load calls before anything else
 * is set up (the reserving sheet and the remembered heights follow in the same task, so no
 * paint comes between).
 */
function startEarlyCalls(page: LoaderPage): void {
  document.querySelectorAll(SELECTOR).forEach((element) => startEarly(page, element));
}

/**
 * A box reserved only after the page has painted the element at zero height, in view or above
 * it, moves the host's text twice: down to the reservation, then to the content's own height.
 * Such an element (a deferred or async script, no venue-elements.css) is held unrendered, its
 * loading state included, until its first content: that is its one shift (an empty box would
 * still move the text: margins no longer collapse through it). Measured before the reserving
 * sheet is adopted. A frame has been rendered once the document timeline has a time (the paint
 * timing entry comes a frame or two after the paint, too late to tell).
 * A page the server rendered has its element's content from the first paint: nothing to hold
 * or reserve, and no layout to force.
 */
function holdUnpainted(page: LoaderPage): void {
  if (!document.timeline?.currentTime || page.serverRendered) return;
  document.querySelectorAll(SELECTOR).forEach((element) => {
    const box = element.getBoundingClientRect();
    if (!box.height && box.top < innerHeight) element.setAttribute('data-venue-held', '');
  });
}

/**
 * Reserve each element's space until its code arrives: no layout shift on the host page.
 * Each element keeps this box from the first paint the loader reaches until its first content
 * has rendered (it then sets data-venue-ready): through the code's arrival, the upgrade and
 * the loading state, the host's text below does not move. A constructed sheet, not a <style>:
 * a host with a strict CSP (style-src 'self') refuses inline styles but not CSSOM. A host that
 * links dist/venue-elements.css (the same rules) has them from its first paint. Not on a page
 * the server rendered: holdUnpainted says why.
 */
function reserveSpace(page: LoaderPage): void {
  if (page.serverRendered) return;
  const sheet = new CSSStyleSheet();
  const heights = Object.fromEntries(
    Object.entries(MANIFEST.reserve).map(([height, list]) => [height, list.map((index) => TAG_NAMES[index])]),
  );
  sheet.replaceSync(`${reserveCss(TAG_NAMES, heights)}:where(:is(${SELECTOR})[data-venue-held]:not([data-venue-ready])){display:none}`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/**
 * The tags in the document now and as they are added later, and in a host's shadow roots
 * (venue.discover). A page its server rendered starts them once it has loaded (loader/rendered),
 * with its state block.
 */
function goLive(page: LoaderPage): void {
  const added = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node.nodeType === 1) discover(page, node as Element);
      });
    }
  });
  const watch = (root: Node) => added.observe(root, { childList: true, subtree: true });
  // A host's own shadow root: the tags in it now, and those added to it later.
  venue.discover = (root) => {
    discover(page, root);
    watch(root as Node);
  };
  const live = (state?: RenderedState) => {
    page.rendered = state;
    if (state) takeTurns(page);
    discover(page, document);
    watch(document.documentElement);
    // The page's kinds' chunks beside the site's own: one round trip, not a chain of imports.
    Promise.all(importAll(page, state?.chunks ?? [])).catch(() => undefined);
  };
  // A rendered page asks for its part in a task of its own: asking for a script costs a phone
  // milliseconds of its own, and this file's evaluation is then short of a long task.
  if (page.serverRendered)
    setTimeout(() =>
      load(page, RENDERED)
        .then((renderedPart: typeof import('./rendered')) => renderedPart.whenPageLoaded(SELECTOR, live))
        .catch(() => live()),
    );
  else live();
}
