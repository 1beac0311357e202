/**
 * dist/venue-elements.js: the one file a host page includes. It reads the script tag's
 * configuration, finds `venue-*` tags present now and added later, and imports only the
 * chunks those tags need — every chunk of an element at once, its lazily loaded component
 * included, not one after another. Each element starts the calls its first render needs as it
 * connects, while its component's code is still on its way. Works as a classic or a
 * module script, async or deferred, before or after the tags; a second copy only warns.
 */
import manifest from 'virtual:venue-manifest';

interface Manifest {
  version: string;
  core: string;
  tags: Record<string, { files: string[]; plan: string; reserve?: string }>;
}

interface Global {
  version?: string;
  loaderActive?: boolean;
  warnedTwice?: boolean;
  scriptConfig?: Record<string, string>;
  queue?: object[];
  configure?: (values: object) => unknown;
  discover?: (root: ParentNode) => void;
}

const M = manifest as Manifest;
const w = window as unknown as { VenueElements?: Global };
const G: Global = (w.VenueElements ??= {});

if (G.loaderActive) {
  if (!G.warnedTwice) {
    G.warnedTwice = true;
    console.warn(
      `venue-elements: the script is included more than once (this copy: ${M.version}, already running: ${G.version}). ` +
        'The second copy does nothing; remove one of the <script> tags.',
    );
  }
} else {
  G.loaderActive = true;
  G.version = M.version;
  start();
}

function start() {
  const script =
    (document.currentScript as HTMLScriptElement | null) ??
    Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).find((s) => /venue-elements(\.min)?\.js([?#]|$)/.test(s.src));
  const base = new URL('.', script?.src ?? location.href);
  const data = script?.dataset ?? {};
  G.scriptConfig = {
    api: data.api,
    mode: data.mode,
    lang: data.lang,
    siteUrl: data.siteUrl,
    routing: data.routing,
  } as Record<string, string>;
  // configure() before the core arrives is queued and replayed by the core (later wins).
  G.queue ??= [];
  G.configure ??= (values: object) => void G.queue!.push(values);

  const tags = Object.keys(M.tags);
  const selector = tags.join(',');
  const load = (file: string) => import(/* @vite-ignore */ new URL(file, base).href);
  const requested = new Set<string>();
  const seen = new WeakSet<Element>();

  // Reserve each element's space until its code arrives: no layout shift on the host page.
  // A constructed sheet, not a <style>: a host with a strict CSP (style-src 'self') refuses
  // inline styles but not CSSOM. Under :where(), so any rule of the host's own wins; hosts size
  // the box with --venue-reserve.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    tags.map((tag) => `:where(${tag}:not(:defined)){display:block;min-height:var(--venue-reserve,${M.tags[tag].reserve ?? '0'})}`).join(''),
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

  function found(el: Element) {
    if (seen.has(el)) return;
    seen.add(el);
    const tag = el.localName;
    // The element's first-load queries start now, beside its code, not after it.
    load(M.tags[tag].plan)
      .then((plan: { default(el: Element): void }) => plan.default(el))
      .catch(() => undefined);
    if (requested.has(tag)) return;
    requested.add(tag);
    Promise.all(M.tags[tag].files.map(load)).catch((error) => {
      console.error(
        `venue-elements: <${tag}> could not be loaded from ${base.href}. Check that the dist folder is served next to venue-elements.js.`,
        error,
      );
    });
  }

  function discover(root: ParentNode) {
    if (root instanceof Element && M.tags[root.localName]) found(root);
    root.querySelectorAll(selector).forEach(found);
  }
  G.discover = discover;

  discover(document);
  new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node.nodeType === 1) discover(node as Element);
      });
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}
