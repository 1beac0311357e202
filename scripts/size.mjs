// `npm run size`: the gzip size of the loader, every chunk and the total JS of a page with
// one element of each kind (loader + that tag's chunks), and how many chunks that page asks
// for (each one a request), checked against size-budget.json.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const budget = JSON.parse(readFileSync('size-budget.json', 'utf8'));
const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8'));
const gz = (file) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

const rows = [];
let failures = 0;
const row = (what, bytes, limit) => {
  const over = limit !== undefined && bytes > limit;
  if (over) failures += 1;
  rows.push([what, kb(bytes), limit === undefined ? '' : kb(limit), over ? 'OVER' : limit === undefined ? '' : 'ok']);
};

const loader = gz('venue-elements.js');
row('loader  venue-elements.js', loader, budget.loader);
row('sheet   venue-elements.css (optional, reserves each element from the first paint)', gz('venue-elements.css'), budget.stylesheet);
const chunkName = (file) => file.replace(/^chunks\//, '').replace(/-[\w-]{8}\.js$/, '');
for (const file of readdirSync('dist/chunks').sort()) {
  const name = chunkName(`chunks/${file}`);
  const isLanguage = /^[a-z]{2}(-[A-Z]{2})?$/.test(name);
  if (!isLanguage) row(`chunk   ${name}`, gz(`chunks/${file}`), budget.chunks[name]);
}
const languages = readdirSync('dist/chunks').filter((f) => /^[a-z]{2}(-[A-Z]{2})?-[\w-]{8}\.js$/.test(f));
if (languages.length) {
  const sizes = languages.map((f) => gz(`chunks/${f}`));
  row(`languages (${languages.length} chunks, largest)`, Math.max(...sizes));
}
for (const [tag, { files }] of Object.entries(manifest.tags)) {
  const total = loader + files.reduce((sum, f) => sum + gz(f), 0);
  row(`page    <${tag}> only (loader + ${files.length} chunks)`, total, budget.pages[tag] ?? budget.pageDefault);
  const most = budget.chunksPerPage[tag] ?? budget.chunksPerPageDefault;
  if (files.length > most) {
    failures += 1;
    rows.push([`page    <${tag}> asks for ${files.length} chunks, more than ${most}`, '', '', 'OVER']);
  }
}

const width = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length), 6));
console.log(['what'.padEnd(width[0]), 'gzip'.padStart(width[1]), 'budget'.padStart(width[2]), ''].join('  '));
for (const r of rows) console.log([r[0].padEnd(width[0]), r[1].padStart(width[1]), r[2].padStart(width[2]), r[3]].join('  '));
if (failures) {
  console.error(`\n${failures} over budget (size-budget.json).`);
  process.exit(1);
}
