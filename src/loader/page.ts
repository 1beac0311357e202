/**
 * The page as the loader's steps (loader/loader) share it, the chunks its manifest names, and
 * what the loader does for each element it finds: the element's remembered height, its early
 * calls, its code, its first-load queries and its fonts, each once a page.
 */
import manifest from 'virtual:venue-manifest';
import type { EarlyEntry } from '../core/early';
import type { VenueElementsGlobal } from '../core/global';
import { heightOf } from '../core/heights';
import { httpUrl } from '../core/httpUrl';
import type { RenderedState } from '../core/renderedState';
import { earlyKey } from '../core/early';
import { fillEarly } from './early';
import { fontsOf, lookUp, themeOf, type FaceDefaults } from './faces';

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

/** What the loader's steps share on this page: set up once (setUp), then handed to each step. */
export interface LoaderPage {
  /** The folder this script was loaded from: every chunk is resolved against it. */
  base: URL;
  /** The script tag's data-* settings, as written. */
  data: DOMStringMap;
  /** The first-load calls started (shared with the core) and when the next one may go. */
  early: Map<string, EarlyEntry>;
  slot: { next: number };
  /** A page its server rendered (it has a state block): its code comes later (loader/rendered). */
  serverRendered: boolean;
  /** Each tag's definition, asked for once a page (codeOf). */
  definitions: Record<string, Promise<unknown>>;
  /** The elements found so far: each is set up once. */
  seen: WeakSet<Element>;
  /** The heights this visitor's earlier views of the page remembered (core/heights), read before any element is found; not read on a page the server rendered. */
  heights?: Record<string, unknown>;
  /** A rendered page's state block, once its code starts (loader/rendered). */
  rendered?: RenderedState;
  /** On a rendered page, the kit once it has run, after the core (takeTurns). */
  kit?: Promise<unknown>;
}

export const MANIFEST = manifest as CompactManifest;
const chunk = (index: number) => `chunks/${MANIFEST.files[index]}.js`;
// The build puts the core first, the kit second and a rendered page's part (loader/rendered) third.
const CORE = chunk(0);
const KIT = chunk(1);
export const RENDERED = chunk(2);
export const TAG_NAMES = Object.keys(MANIFEST.tags);
export const SELECTOR = TAG_NAMES.join(',');
export const venue: VenueElementsGlobal = (window.VenueElements ??= {});

/** The elements at `root` and under it: each is found once. */
export function discover(page: LoaderPage, root: ParentNode): void {
  if (root instanceof Element && MANIFEST.tags[root.localName]) found(page, root);
  root.querySelectorAll(SELECTOR).forEach((element) => found(page, element));
}

/** An element seen for the first time: its remembered height, early calls, code, first-load queries and fonts. */
function found(page: LoaderPage, element: Element): void {
  if (page.seen.has(element)) return;
  page.seen.add(element);
  const tag = element.localName;
  // None on a rendered page (its heights are not read), and no key made: a key reads innerWidth,
  // which lays out a page changed since its last frame (2-11 ms of this task at 3.5×, once 73).
  const height = page.heights && heightOf(page.heights, element);
  if (height && !element.hasAttribute('data-venue-ready')) (element as HTMLElement).style.setProperty('--venue-remembered', `${height}px`);
  startEarly(page, element);
  const defined = codeOf(page, tag);
  // The element's first-load queries start as soon as the core and its definition are in,
  // beside the rest of its code, not after it. The core is asked for once the definition is in:
  // importCode has asked for it by then, and a second import() in the kit's task made that task
  // long on a rendered page.
  defined
    .then((definition) => Promise.all([load(page, CORE), definition]))
    .then(([core, definition]) => {
      // The rendered page's replies are in the cache before any plan asks for them.
      if (page.rendered) core.seedRendered(page.rendered);
      core.planFor(definition)(element);
    })
    .catch(() => undefined);
  // Its fonts looked up while its code and data are on their way, not in its first layout:
  // in the next frame, when the host's render-blocking styles (its theme) are in. Not once its
  // tag is defined (an element added later, code from the cache): it has rendered by then.
  const faces = MANIFEST.faces[tag];
  if (faces)
    requestAnimationFrame(
      () => element.isConnected && !customElements.get(tag) && lookUp(fontsOf(faces, themeOf(element), MANIFEST.theme)),
    );
}

/** The element's public first-load calls, now (loader/early); none for a member. */
export function startEarly(page: LoaderPage, element: Element): void {
  const templates = MANIFEST.early[element.localName];
  if (!templates || hasSession()) return;
  for (const template of templates) {
    const { method, url, body } = fillEarly(template, configuredApi(page), (name) => element.getAttribute(name));
    const key = earlyKey(method, url, body);
    if (page.early.has(key)) continue;
    // 000 §9: requests at least 50 ms apart (the core's client keeps to the same slots).
    const now = Date.now();
    const wait = Math.max(0, page.slot.next - now);
    page.slot.next = now + wait + 50;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body) headers['Content-Type'] = 'application/json';
    const send = () => fetch(url, { method, body, headers });
    // The first call goes out in this very task, not after the rest of the loader has run (a
    // microtask would wait for that too); a timer, even of 0 ms, waits for the next task.
    const reply = (wait ? new Promise((resolve) => setTimeout(resolve, wait)).then(send) : send())
      .then(async (response) => ({ status: response.status, text: await response.text(), type: response.headers.get('content-type') }))
      .catch(() => undefined);
    page.early.set(key, { at: now, reply });
  }
}

/**
 * The configured API as the core will see it: a queued configure() wins over the script tag,
 * and an address that is not http(s) is passed over (the core warns about it).
 */
function configuredApi(page: LoaderPage): string {
  return (
    httpUrl([...venue.queue!].reverse().find((values) => values.api)?.api) ??
    httpUrl(page.data.api) ??
    (page.data.mode === 'development' ? __API_DEVELOPMENT__ : __API_PRODUCTION__)
  );
}

/** A member's calls carry a token: those are the core's to make. */
function hasSession(): boolean {
  try {
    return Boolean(JSON.parse(localStorage.getItem('venue-elements/session') ?? '{}')?.access_token);
  } catch {
    return true;
  }
}

/**
 * Every chunk of a tag asked for at once (once a page), the kit first, its lazily loaded
 * component included; the tag is defined with the kit once its definition is in (the kit waits
 * for its component: its first render shows it). A chunk that failed is said once; the tag is
 * still defined if it can be, and its elements show the failure with a retry. Returns its
 * definition.
 */
export function codeOf(page: LoaderPage, tag: string): Promise<unknown> {
  return (page.definitions[tag] ??= importCode(page, tag));
}

function importCode(page: LoaderPage, tag: string): Promise<unknown> {
  // Its definition chunk and every other chunk it needs besides that, the core and the kit.
  const [definition, ...files] = MANIFEST.tags[tag].map(chunk);
  // A rendered page shows its content already: each import() in a task of its own (four in one
  // task, with the kit's, were a task of 90 ms on a phone). Elsewhere the page's first kind's first
  // four chunks in this task (in tasks of their own they waited behind the kit's evaluation: its
  // first content 10% later unthrottled).
  const now = page.serverRendered ? 1 : Object.keys(page.definitions).length ? 3 : 7;
  const [kit, definitionModule, core, ...rest] = importAll(page, [KIT, definition, CORE, ...files], now);
  // A definition chunk exports its definitions (the shop's three): this tag's is the one for it.
  const defined = definitionModule.then((module: Record<string, { tag?: string }>) =>
    Object.values(module).find((exported) => exported?.tag === tag),
  );
  Promise.all([kit, defined, core, ...rest]).catch((error) => {
    console.error(
      `venue-elements: <${tag}> could not be loaded from ${page.base.href}: serve all of dist/ beside venue-elements.js.`,
      error,
    );
  });
  Promise.all([kit, defined])
    .then(([kitModule, tagDefinition]) => kitModule.defineElement(tagDefinition, page.rendered))
    .catch(() => undefined);
  return defined;
}

/**
 * Imports the first `now` files in this task and the others one to a task, each in a task
 * after this one: an import() call costs a phone several ms, and the site's thirty in one go
 * held its main thread for 100 ms; and every kind's at once made ten elements' first contents
 * arrive in more frames, moving the host's text more (CLS 0.27 → 0.94).
 */
export function importAll(page: LoaderPage, files: readonly string[], now = 0): ReturnType<typeof load>[] {
  return files.map((file, index) => (index < now ? load(page, file) : nextTask().then(() => load(page, file))));
}

/**
 * A chunk, resolved against the folder this script was loaded from. On a page the server
 * rendered, whose content is there already, its chunks run in turn (takeTurns).
 */
export function load(page: LoaderPage, file: string) {
  const url = new URL(file, page.base).href;
  const kit = page.kit;
  if (!kit || file === CORE) return import(/* @vite-ignore */ url);
  if (file === KIT) return kit;
  fetchOnly(url);
  return after(kit, () => import(/* @vite-ignore */ url));
}

/**
 * From here on, this rendered page's core runs first and alone, then the kit, then the rest, each
 * in a task of its own. An import() runs every chunk it imports that has not run yet, and the
 * chunks that arrived together ran together: the core with the kit, or with a kind's chunk that
 * imports both, in one task of 57 ms on a fast machine (Lighthouse's trace of the home page), four
 * to five times that on a phone. The others are fetched meanwhile, not run.
 */
export function takeTurns(page: LoaderPage): void {
  const kit = new URL(KIT, page.base).href;
  const core = load(page, CORE);
  fetchOnly(kit);
  page.kit = after(core, () => import(/* @vite-ignore */ kit));
}

/** `then`, in a task after `first` has settled. */
const after = <T>(first: Promise<unknown>, then: () => Promise<T>) =>
  first
    .catch(() => undefined)
    .then(nextTask)
    .then(then);

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** The chunks a link has asked for (fetchOnly): a site's definition and its page name many twice. */
const hinted = new Set<string>();

/** A module fetched (and compiled) now, once, and run only when an import() asks for it. */
function fetchOnly(url: string): void {
  if (hinted.has(url)) return;
  hinted.add(url);
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = url;
  document.head.append(link);
}
