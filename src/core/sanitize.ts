/**
 * CMS HTML sanitiser (DESIGN: Security). An allow-list over the browser's own parser:
 * the markup is parsed into an inert document (no scripts run, no images load), every
 * element not on the list is removed (its text kept where harmless), every attribute not
 * on the list is dropped, and URLs keep only http(s), mailto, tel and relative forms.
 *
 * Foreign content (svg, math), templates, noscript, forms and styles are dropped whole:
 * the mutation-XSS tricks that beat sanitisers re-parse those contexts differently, and
 * CMS text has no use for them. DOMPurify does the same job in 11.5 KB gz; the budget of a
 * FAQ-only page (95 KB with React) has no room for it.
 */
const ALLOWED_TAGS = new Set(
  (
    'a abbr address article aside b bdi bdo blockquote br caption cite code col colgroup dd del details dfn div dl dt ' +
    'em figcaption figure h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p picture pre q s samp section small source ' +
    'span strong sub summary sup table tbody td tfoot th thead time tr u ul var wbr iframe video'
  ).split(' '),
);
/** Removed with everything inside them. */
const DROP_WHOLE = new Set(
  'script style template noscript noembed noframes xmp plaintext svg math form textarea select object embed title head'.split(' '),
);
const ALLOWED_ATTRS = new Set(
  'href src srcset alt title width height colspan rowspan scope align class id target rel datetime cite start type reversed open loading controls poster allowfullscreen frameborder allow lang dir'.split(
    ' ',
  ),
);
const URL_ATTRS = new Set(['href', 'src', 'cite', 'poster']);
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** Embeds the CMS uses (maps, videos); any other iframe is dropped. */
const IFRAME_HOSTS = /^https:\/\/(?:www\.)?(?:google\.com\/maps|maps\.google\.com|youtube(?:-nocookie)?\.com\/embed|player\.vimeo\.com)\//i;

export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}

function clean(parent: Element): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === 8 /* comment */) {
      node.remove();
      continue;
    }
    if (node.nodeType !== 1) continue;
    const el = node as Element;
    const tag = el.localName;
    if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml' || DROP_WHOLE.has(tag)) {
      el.remove();
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) {
      clean(el);
      el.replaceWith(...Array.from(el.childNodes));
      continue;
    }
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      // Browsers drop tabs, newlines and control characters inside URLs: `java\tscript:`.
      const value = attr.value.replace(/[\u0000-\u0020]/g, '');
      const keep =
        (ALLOWED_ATTRS.has(name) || name.startsWith('aria-')) &&
        (!URL_ATTRS.has(name) || SAFE_URL.test(value)) &&
        (name !== 'srcset' || !/javascript:|data:/i.test(value));
      if (!keep) el.removeAttribute(attr.name);
    }
    if (tag === 'iframe' && !IFRAME_HOSTS.test(el.getAttribute('src') ?? '')) {
      el.remove();
      continue;
    }
    if (tag === 'a' && el.getAttribute('target') === '_blank') el.setAttribute('rel', 'noopener noreferrer');
    clean(el);
  }
}
