// Builds the catalogue from custom-elements.json (generated from the elements' own doc
// comments), so the demo shows exactly the attributes, events and parts the code declares.
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

const escape = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const scriptTag = document.querySelector('script[data-api]');
const scriptSnippet = `<script src="${new URL('/dist/venue-elements.js', location.href)}" data-api="${scriptTag.dataset.api}"></script>`;
document.getElementById('script-snippet').textContent = scriptSnippet;

const select = document.getElementById('lang');
select.innerHTML = LANGUAGES.map((l) => `<option>${l}</option>`).join('');
select.addEventListener('change', () => window.VenueElements.configure({ lang: select.value }));

const log = document.getElementById('event-log');
for (const name of EVENTS) {
  document.addEventListener(name, (event) => {
    const item = document.createElement('li');
    item.innerHTML = `<code>${name}</code> from &lt;${escape(event.target.localName ?? 'document')}&gt; <code>${escape(JSON.stringify(event.detail))}</code>`;
    log.prepend(item);
  });
}

const manifest = await (await fetch('/custom-elements.json')).json();
const elements = manifest.modules.flatMap((m) => m.declarations).filter((d) => d.customElement);
document.getElementById('toc').innerHTML = elements.map((e) => `<a href="#${e.tagName}">&lt;${e.tagName}&gt;</a>`).join(' ');

const table = (rows, head) =>
  rows.length
    ? `<table><thead><tr><th>${head}</th><th>description</th></tr></thead><tbody>${rows
        .map((r) => `<tr><td><code>${escape(r.name)}</code></td><td>${escape(r.description)}</td></tr>`)
        .join('')}</tbody></table>`
    : '';

document.getElementById('catalogue').innerHTML = elements
  .map((e) => {
    const tag = `<${e.tagName}${e.demo ? ` ${e.demo}` : ''}></${e.tagName}>`;
    return `<section class="element" id="${e.tagName}" aria-labelledby="${e.tagName}-title">
      <h2 id="${e.tagName}-title"><code>&lt;${e.tagName}&gt;</code></h2>
      <p>${escape(e.summary)}</p>
      <div class="live">${
        // The whole site takes over the address bar and the head: it runs on its own page.
        e.tagName === 'venue-site' ? '<p><a href="/site/">Open the venue’s site</a> (path routing at /site/).</p>' : tag
      }</div>
      <h3>Copy and paste</h3>
      <pre class="snippet"><code>${escape(`${scriptSnippet}\n${tag}`)}</code></pre>
      <div class="api">
        <div><h3>Attributes</h3>${table(e.attributes, 'attribute')}</div>
        <div><h3>Events</h3>${table(e.events, 'event') || '<p>None of its own.</p>'}</div>
        <div><h3>Parts</h3>${table(e.cssParts, 'part')}</div>
      </div>
    </section>`;
  })
  .join('');
