// Builds the catalogue from custom-elements.json (generated from the elements' own doc
// comments), so the demo shows exactly the attributes, events and parts the code declares.
//
// Each section shows its element live, the copy-and-paste snippet (the element's @demo
// attributes, as a page of your own would use them) and its reference. On this page the live
// elements' links lead to the sections here instead (LINKS), so nothing leads to a 404.
const LANGUAGES = ['en', 'ar', 'de', 'es', 'fr', 'id', 'it', 'ja', 'ka', 'ko', 'pl', 'pt-BR', 'ru', 'tr', 'uk', 'uz', 'vi', 'zh-CN'];
const EVENTS = [
  'venue-login',
  'venue-logout',
  'venue-cart-change',
  'venue-order-submitted',
  'venue-form-submitted',
  'venue-navigate',
  'venue-error',
];
/** Where the live elements' link attributes lead on this page: the section of the element named. */
const LINKS = {
  'login-url': '#venue-login',
  'signup-url': '#venue-signup',
  'profile-url': '#venue-account',
  'cart-url': '#venue-cart',
  'checkout-url': '#venue-checkout',
  'shop-url': '#venue-product-grid',
  'product-url': '#venue-product',
  href: '#venue-cart',
  // The card payment comes back here, and <venue-invoice> shows what it paid for.
  'return-url': location.pathname,
};
/** Wide enough for the event log to have a column of its own beside the catalogue (demo.css). */
const SIDE_BY_SIDE = '(min-width: 1200px)';

const escape = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The Markdown the doc comments use, inline: `code`, **strong**, *emphasis* and [links](…). */
function markdown(text) {
  const codes = [];
  return escape(text ?? '')
    .replace(/`([^`]+)`/g, (_, code) => `\u0000${codes.push(code) - 1}\u0000`)
    .replace(/\[([^\]]+)\]\(((?:https?:\/\/|\/|#)[^)\s]*)\)/g, '<a href="$2">$1</a>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*\w])\*([^*\s][^*]*)\*(?![*\w])/g, '$1<em>$2</em>')
    .replace(/\u0000(\d+)\u0000/g, (_, i) => `<code>${codes[Number(i)]}</code>`);
}

/** `group="faqs" toc` → [['group', 'faqs'], ['toc', null]] */
const parseAttributes = (demo) => [...(demo ?? '').matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name, value ?? null]);
const tagOf = (tagName, attributes) =>
  `<${tagName}${attributes.map(([name, value]) => (value === null ? ` ${name}` : ` ${name}="${escape(value)}"`)).join('')}></${tagName}>`;

const scriptTag = document.querySelector('script[data-api]');
// The stylesheet reserves each element's box from the first paint, also when a host makes the
// script deferred or async (it then runs after the page has painted).
const scriptSnippet = [
  `<link rel="stylesheet" href="${new URL('/dist/venue-elements.css', location.href)}">`,
  `<script src="${new URL('/dist/venue-elements.js', location.href)}" data-api="${scriptTag.dataset.api}"></script>`,
].join('\n');
document.getElementById('script-snippet').textContent = scriptSnippet;

const select = document.getElementById('lang');
select.innerHTML = LANGUAGES.map((l) => `<option>${l}</option>`).join('');
select.addEventListener('change', () => window.VenueElements.configure({ lang: select.value }));

// Host events: a panel beside the catalogue when there is room, folded above it when not.
const panel = document.getElementById('events-panel');
panel.open = matchMedia(SIDE_BY_SIDE).matches;
const log = document.getElementById('event-log');
const count = document.getElementById('event-count');
for (const name of EVENTS) {
  document.addEventListener(name, (event) => {
    const item = document.createElement('li');
    const code = (text) => Object.assign(document.createElement('code'), { textContent: text });
    item.append(code(name), ` from <${event.target.localName ?? 'document'}> `, code(JSON.stringify(event.detail)));
    log.prepend(item);
    count.textContent = String(log.children.length);
  });
}

const manifest = await (await fetch('/custom-elements.json')).json();
const elements = manifest.modules.flatMap((m) => m.declarations).filter((d) => d.customElement);
const tags = new Set(elements.map((e) => e.tagName));
// The venue's own site comes with <venue-site> (demo/site, served at /site/): event pages in
// structured data link there. Without it, no siteUrl, so no link that leads to a 404.
if (tags.has('venue-site')) {
  window.VenueElements.configure({ siteUrl: new URL('/site', location.href).href });
  document.getElementById('links').insertAdjacentHTML('afterbegin', '<a href="/site/">The venue’s site</a> · ');
}
document.getElementById('toc').innerHTML = elements.map((e) => `<a href="#${e.tagName}">&lt;${e.tagName}&gt;</a>`).join(' ');

/** The tag as this page shows it live: the @demo attributes, with links that lead to sections here. */
function liveTag(e) {
  const declared = new Set((e.attributes ?? []).map((a) => a.name));
  const attributes = new Map(parseAttributes(e.demo));
  for (const [name, target] of Object.entries(LINKS)) {
    if (declared.has(name) && (!target.startsWith('#') || tags.has(target.slice(1)))) attributes.set(name, target);
  }
  // Back from the payment page: the invoice the payment paid for, not the sample one.
  if (e.tagName === 'venue-invoice' && new URLSearchParams(location.search).has('payum_token')) attributes.delete('invoice-id');
  return tagOf(e.tagName, [...attributes]);
}

const table = (rows, head, caption) =>
  rows?.length
    ? `<table><caption>${caption}</caption><thead><tr><th scope="col">${head}</th><th scope="col">description</th></tr></thead><tbody>${rows
        .map((r) => `<tr><td><code>${escape(r.name)}</code></td><td>${markdown(r.description)}</td></tr>`)
        .join('')}</tbody></table>`
    : `<p class="none">${caption}: none of its own.</p>`;

const catalogue = document.getElementById('catalogue');
catalogue.innerHTML = elements
  .map((e) => {
    const snippet = `${scriptSnippet}\n${tagOf(e.tagName, parseAttributes(e.demo))}`;
    // The whole site takes over the address bar and the head: it runs on its own page.
    const live = e.tagName === 'venue-site' ? '<p><a href="/site/">Open the venue’s site</a> (path routing at /site/).</p>' : liveTag(e);
    // Headings: the section's own h2 only, so the live element's headings (an event's h1) keep
    // the page's outline in order; the reference tables have captions.
    return `<section class="element" id="${e.tagName}" aria-labelledby="${e.tagName}-title">
      <h2 id="${e.tagName}-title"><code>&lt;${e.tagName}&gt;</code></h2>
      <p>${markdown(e.summary)}</p>
      <div class="live" role="group" aria-label="Live &lt;${e.tagName}&gt;">${live}</div>
      <div class="snippet-head"><span>Copy and paste</span><button type="button" class="copy" aria-label="Copy the snippet for &lt;${e.tagName}&gt;">Copy</button></div>
      <pre class="snippet" tabindex="0" role="region" aria-label="Snippet for &lt;${e.tagName}&gt;"><code>${escape(snippet)}</code></pre>
      <div class="api">
        ${table(e.attributes, 'attribute', 'Attributes')}
        ${table(e.events, 'event', 'Events')}
        ${table(e.cssParts, 'part', 'Parts')}
      </div>
    </section>`;
  })
  .join('');
catalogue.removeAttribute('aria-busy');

catalogue.addEventListener('click', async (event) => {
  const button = event.target.closest('button.copy');
  if (!button) return;
  const code = button.parentElement.nextElementSibling.textContent;
  try {
    await navigator.clipboard.writeText(code);
    button.textContent = 'Copied';
  } catch {
    button.textContent = 'Select and copy';
  }
  setTimeout(() => (button.textContent = 'Copy'), 2000);
});

// A link to a section that arrived with the address (#venue-login) now has its target.
if (location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)))) {
  document.getElementById(decodeURIComponent(location.hash.slice(1))).scrollIntoView();
}
