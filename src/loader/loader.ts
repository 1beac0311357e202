/**
 * dist/venue-elements.js: the one file a host page includes. It reads the script tag's
 * configuration, finds `venue-*` tags present now and added later, and imports only the
 * chunks those tags need — every chunk of an element at once, its lazily loaded component
 * included, not one after another. Each element starts the calls its first render needs as it
 * connects, while its component's code is still on its way. Works as a classic or a
 * module script, async or deferred, before or after the tags; a second copy only warns.
 */
import manifest from 'virtual:venue-manifest';
import type { VenueElementsGlobal } from '../core/global';
import { heightOf, rememberedHeights } from '../core/heights';
import { httpUrl } from '../core/httpUrl';
import { isRenderedPage, type RenderedState } from '../core/renderedState';
import { earlyKey } from '../core/early';
import { fillEarly } from './early';
import { fontsOf, lookUp, themeOf, type FaceDefaults } from './faces';
import { reserveCss } from './reserve';

/**
 * As the build inlines it: chunk names once, the core's and the kit's by index, each tag as
 * [its definition chunk, ...its other chunks] by index, the tags'
 * early call templates (loader/early), their font faces and the theme's default family and size
 * (loader/faces), and each reserved height's tags (loader/reserve).
 */
interface CompactManifest {
  version: string;
  files: string[];
  tags: Record<string, number[]>;
  early: Record<string, string[]>;
  faces: Record<string, string[]>;
  theme: FaceDefaults;
  /** Each reserved height with its tags, by their order in `tags`. */
  reserve: Record<string, number[]>;
}

/** A tag's definition chunk and every other chunk it needs besides that, the core and the kit. */
interface TagFiles {
  definition: string;
  files: string[];
}

const MANIFEST = manifest as CompactManifest;
const chunk = (i: number) => `chunks/${MANIFEST.files[i]}.js`;
// The build puts the core first, the kit second and a rendered page's part (loader/rendered) third.
const CORE = chunk(0);
const KIT = chunk(1);
const RENDERED = chunk(2);
const TAGS: Record<string, TagFiles> = Object.fromEntries(
  Object.entries(MANIFEST.tags).map(([tag, [definition, ...files]]) => [tag, { definition: chunk(definition), files: files.map(chunk) }]),
);
const venue: VenueElementsGlobal = (window.VenueElements ??= {});

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

function start() {
  const script =
    (document.currentScript as HTMLScriptElement | null) ??
    Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).find((s) => /venue-elements(\.min)?\.js([?#]|$)/.test(s.src));
  const base = new URL('.', script?.src ?? location.href);
  const data = script?.dataset ?? {};
  // Copied as written: the core checks them (configFromDataset) and warns about a bad one.
  // (configFromDataset reads the settings it knows and nothing else).
  venue.scriptConfig = { ...data };
  // configure() before the core arrives is queued and replayed by the core (later wins).
  venue.queue ??= [];
  venue.configure ??= (values) => void venue.queue!.push(values);

  const tags = Object.keys(TAGS);
  const selector = tags.join(',');
  const load = (file: string) => import(/* @vite-ignore */ new URL(file, base).href);
  const definitions: Record<string, Promise<unknown>> = {};
  const seen = new WeakSet<Element>();

  // The configured API as the core will see it: a queued configure() wins over the script tag,
  // and an address that is not http(s) is passed over (the core warns about it).
  const api = () =>
    httpUrl([...venue.queue!].reverse().find((values) => values.api)?.api) ??
    httpUrl(data.api) ??
    (data.mode === 'development' ? __API_DEVELOPMENT__ : __API_PRODUCTION__);
  const early = (venue.early ??= new Map());
  const slot = (venue.slot ??= { next: 0 });

  // A page its server rendered: its state block (the replies it was rendered from, the chunks of
  // its widget kinds) is read by loader/rendered, a chunk only such a page loads, and handed to the
  // core and the element adapter. Its largest picture is the server's to name (a preload link in
  // its head), not this file's: every host page carries it.
  const renderedPage = isRenderedPage();
  let rendered: RenderedState | undefined;

  // The code first: the kit (React) is the longest download of a page, and each step below (the
  // first fetch, storage, the reserving sheet) costs a phone milliseconds before it would go
  // out. A page its server rendered loads its code later (loader/rendered).
  if (!renderedPage) document.querySelectorAll(selector).forEach((el) => codeOf(el.localName));

  // Then the data: the elements on the page ask for their first-load calls before anything else
  // is set up (the reserving sheet and the remembered heights follow in the same task, so no
  // paint comes between).
  document.querySelectorAll(selector).forEach(startEarly);

  // A box reserved only after the page has painted the element at zero height, in view or above
  // it, moves the host's text twice: down to the reservation, then to the content's own height.
  // Such an element (a deferred or async script, no venue-elements.css) is held unrendered, its
  // loading state included, until its first content: that is its one shift (an empty box would
  // still move the text: margins no longer collapse through it). Measured before the reserving
  // sheet is adopted. A frame has been rendered once the document timeline has a time (the paint
  // timing entry comes a frame or two after the paint, too late to tell).
  // A page the server rendered has its element's content from the first paint and links
  // venue-elements.css in its head: nothing to hold or reserve, and no layout to force.
  if (document.timeline?.currentTime && !renderedPage) {
    document.querySelectorAll(selector).forEach((el) => {
      const box = el.getBoundingClientRect();
      if (!box.height && box.top < innerHeight) el.setAttribute('data-venue-held', '');
    });
  }

  // Reserve each element's space until its code arrives: no layout shift on the host page.
  // Each element keeps this box from the first paint the loader reaches until its first content
  // has rendered (it then sets data-venue-ready): through the code's arrival, the upgrade and
  // the loading state, the host's text below does not move. A constructed sheet, not a <style>:
  // a host with a strict CSP (style-src 'self') refuses inline styles but not CSSOM. A host that
  // links dist/venue-elements.css (the same rules) has them from its first paint.
  if (!renderedPage) {
    const sheet = new CSSStyleSheet();
    const heights = Object.fromEntries(Object.entries(MANIFEST.reserve).map(([height, list]) => [height, list.map((i) => tags[i])]));
    sheet.replaceSync(`${reserveCss(tags, heights)}:where(:is(${selector})[data-venue-held]:not([data-venue-ready])){display:none}`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  // A page seen before reserves the height each element's first content had then (core/heights).
  const heights = rememberedHeights();

  /** The element's public first-load calls, now (loader/early); none for a member. */
  function startEarly(el: Element) {
    const templates = MANIFEST.early[el.localName];
    if (!templates || hasSession()) return;
    for (const template of templates) {
      const { method, url, body } = fillEarly(template, api(), (name) => el.getAttribute(name));
      const key = earlyKey(method, url, body);
      if (early.has(key)) continue;
      // 000 §9: requests at least 50 ms apart (the core's client keeps to the same slots).
      const now = Date.now();
      const wait = Math.max(0, slot.next - now);
      slot.next = now + wait + 50;
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (body) headers['Content-Type'] = 'application/json';
      const send = () => fetch(url, { method, body, headers });
      // The first call goes out in this very task, not after the rest of the loader has run (a
      // microtask would wait for that too); a timer, even of 0 ms, waits for the next task.
      const reply = (wait ? new Promise((resolve) => setTimeout(resolve, wait)).then(send) : send())
        .then(async (r) => ({ status: r.status, text: await r.text(), type: r.headers.get('content-type') }))
        .catch(() => undefined);
      early.set(key, { at: now, reply });
    }
  }

  /**
   * Every chunk of a tag asked for at once (once a page), the kit first, its lazily loaded
   * component included; the tag is defined with the kit once its definition is in (the kit waits
   * for its component: its first render shows it). A chunk that failed is said once; the tag is
   * still defined if it can be, and its elements show the failure with a retry. Returns its
   * definition.
   */
  function codeOf(tag: string): Promise<unknown> {
    return (definitions[tag] ??= askCode(tag));
  }

  function askCode(tag: string) {
    const { definition, files } = TAGS[tag];
    const kit = load(KIT);
    // A definition chunk exports its definitions (the shop's three): this tag's is the one for it.
    const defined = load(definition).then((module: Record<string, { tag?: string }>) =>
      Object.values(module).find((exported) => exported?.tag === tag),
    );
    // The page's first kind's first four chunks in this task (in tasks of their own they waited
    // behind the kit's evaluation: its first content 10% later unthrottled).
    const rest = importAll(files, Object.keys(definitions).length ? 0 : 4);
    Promise.all([kit, defined, load(CORE), rest]).catch((error) => {
      console.error(`venue-elements: <${tag}> could not be loaded from ${base.href}: serve all of dist/ beside venue-elements.js.`, error);
    });
    Promise.all([kit, defined])
      .then(([kit, def]) => kit.defineElement(def, rendered))
      .catch(() => undefined);
    return defined;
  }

  function found(el: Element) {
    if (seen.has(el)) return;
    seen.add(el);
    const tag = el.localName;
    const height = heightOf(heights, el);
    if (height && !el.hasAttribute('data-venue-ready')) (el as HTMLElement).style.setProperty('--venue-remembered', `${height}px`);
    startEarly(el);
    const defined = codeOf(tag);
    // The element's first-load queries start as soon as the core and its definition are in,
    // beside the rest of its code, not after it.
    Promise.all([load(CORE), defined])
      .then(([core, def]) => {
        // The rendered page's replies are in the cache before any plan asks for them.
        if (rendered) core.seedRendered(rendered);
        core.planFor(def)(el);
      })
      .catch(() => undefined);
    // Its fonts looked up while its code and data are on their way, not in its first layout:
    // in the next frame, when the host's render-blocking styles (its theme) are in. Not once its
    // tag is defined (an element added later, code from the cache): it has rendered by then.
    const faces = MANIFEST.faces[tag];
    if (faces)
      requestAnimationFrame(() => el.isConnected && !customElements.get(tag) && lookUp(fontsOf(faces, themeOf(el), MANIFEST.theme)));
  }

  /**
   * Imports the first `now` files in this task and the others one to a task, each in a task
   * after this one: an import() call costs a phone several ms, and the site's thirty in one go
   * held its main thread for 100 ms; and every kind's at once made ten elements' first contents
   * arrive in more frames, moving the host's text more (CLS 0.27 → 0.94).
   */
  function importAll(files: readonly string[], now = 0): Promise<unknown> {
    return Promise.all(
      files.map((file, i) => (i < now ? load(file) : new Promise((resolve) => setTimeout(resolve)).then(() => load(file)))),
    );
  }

  function discover(root: ParentNode) {
    if (root instanceof Element && TAGS[root.localName]) found(root);
    root.querySelectorAll(selector).forEach(found);
  }
  const added = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node.nodeType === 1) discover(node as Element);
      });
    }
  });
  const watch = (root: Node) => added.observe(root, { childList: true, subtree: true });
  // A host's own shadow root: the tags in it now, and those added to it later.
  venue.discover = (root) => {
    discover(root);
    watch(root as Node);
  };

  const live = (state?: RenderedState) => {
    rendered = state;
    discover(document);
    watch(document.documentElement);
    // The page's kinds' chunks beside the site's own: one round trip, not a chain of imports.
    if (state?.chunks.length) importAll(state.chunks).catch(() => undefined);
  };
  if (renderedPage)
    load(RENDERED)
      .then((m: typeof import('./rendered')) => m.whenPageLoaded(selector, live))
      .catch(() => live());
  else live();
}

/** A member's calls carry a token: those are the core's to make. */
function hasSession(): boolean {
  try {
    return Boolean(JSON.parse(localStorage.getItem('venue-elements/session') ?? '{}')?.access_token);
  } catch {
    return true;
  }
}
