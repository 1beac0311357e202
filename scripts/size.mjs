// `npm run size`: the gzip size of the loader, every chunk and the total JS of a page with
// one element of each kind (loader + that tag's chunks), and how many chunks that page asks
// for (each one a request), checked against size-budget.json. Beside them, the same sizes of the
// React 19 build (dist/react, `npm test` builds it; rollup.config.mjs), for comparison only: the
// budgets are the preact/compat build's, which is the one served.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const budget = JSON.parse(readFileSync('size-budget.json', 'utf8'));
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** One script-tag build's sizes: gzip of a file, its chunks by name, each tag's page. */
function build(dir) {
  const manifest = JSON.parse(readFileSync(`${dir}/manifest.json`, 'utf8'));
  const gz = (file) => gzipSync(readFileSync(`${dir}/${file}`), { level: 9 }).length;
  const chunkName = (file) => file.replace(/^chunks\//, '').replace(/-[\w-]{8}\.js$/, '');
  const chunks = new Map(readdirSync(`${dir}/chunks`).map((f) => [chunkName(`chunks/${f}`), `chunks/${f}`]));
  const loader = gz('venue-elements.js');
  const page = (tag) => loader + manifest.tags[tag].files.reduce((sum, f) => sum + gz(f), 0);
  return { manifest, gz, chunks, loader, page };
}

const preact = build('dist');
const react = existsSync('dist/react/manifest.json') ? build('dist/react') : undefined;

const rows = [];
let failures = 0;
const row = (what, bytes, limit, reactBytes) => {
  const over = limit !== undefined && bytes > limit;
  if (over) failures += 1;
  rows.push([
    what,
    kb(bytes),
    limit === undefined ? '' : kb(limit),
    reactBytes === undefined ? '' : kb(reactBytes),
    over ? 'OVER' : limit === undefined ? '' : 'ok',
  ]);
};
const reactChunk = (name) => (react?.chunks.has(name) ? react.gz(react.chunks.get(name)) : undefined);

row('loader  venue-elements.js', preact.loader, budget.loader, react?.loader);
row(
  'sheet   venue-elements.css (optional, reserves each element from the first paint)',
  preact.gz('venue-elements.css'),
  budget.stylesheet,
);
const isLanguage = (name) => /^[a-z]{2}(-[A-Z]{2})?$/.test(name);
for (const [name, file] of [...preact.chunks].sort(([a], [b]) => a.localeCompare(b))) {
  if (!isLanguage(name)) row(`chunk   ${name}`, preact.gz(file), budget.chunks[name], reactChunk(name));
}
const languages = [...preact.chunks].filter(([name]) => isLanguage(name));
if (languages.length) row(`languages (${languages.length} chunks, largest)`, Math.max(...languages.map(([, file]) => preact.gz(file))));
for (const [tag, { files }] of Object.entries(preact.manifest.tags)) {
  row(
    `page    <${tag}> only (loader + ${files.length} chunks)`,
    preact.page(tag),
    budget.pages[tag] ?? budget.pageDefault,
    react?.manifest.tags[tag] && react.page(tag),
  );
  const most = budget.chunksPerPage[tag] ?? budget.chunksPerPageDefault;
  if (files.length > most) {
    failures += 1;
    rows.push([`page    <${tag}> asks for ${files.length} chunks, more than ${most}`, '', '', '', 'OVER']);
  }
}

const head = ['what', 'gzip', 'budget', react ? 'React 19' : ''];
const width = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length), head[i].length));
const line = (r) =>
  [r[0].padEnd(width[0]), r[1].padStart(width[1]), r[2].padStart(width[2]), r[3].padStart(width[3]), r[4]].join('  ').trimEnd();
console.log(line([...head, '']));
for (const r of rows) console.log(line(r));
console.log(
  react
    ? '\nReact 19: the same code built on React 19 instead of preact/compat (dist/react), for comparison; no budget.'
    : '\nReact 19 column: build dist/react first (VENUE_RUNTIME=react VENUE_OUT=dist/react npx rollup -c --silent, as npm test does).',
);
if (failures) {
  console.error(`\n${failures} over budget (size-budget.json).`);
  process.exit(1);
}
