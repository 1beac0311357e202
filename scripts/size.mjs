// `npm run size`: the gzip size of the loader, every chunk and the total JS of a page with
// one element of each kind (loader + that tag's chunks), and how many chunks that page asks
// for (each one a request), checked against size-budget.json.
import { Parser } from 'acorn';
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const budget = JSON.parse(readFileSync('size-budget.json', 'utf8'));
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The script-tag build's sizes: gzip of a file, its chunks by name, each tag's page. */
function build(dir) {
  const manifest = JSON.parse(readFileSync(`${dir}/manifest.json`, 'utf8'));
  const gz = (file) => gzipSync(readFileSync(`${dir}/${file}`), { level: 9 }).length;
  // Chunks by name (dist/manifest.json's `names`: most files are their hash alone).
  const chunks = new Map(readdirSync(`${dir}/chunks`).map((f) => [manifest.names[`chunks/${f}`], `chunks/${f}`]));
  const loader = gz('venue-elements.js');
  const page = (tag) => loader + manifest.tags[tag].files.reduce((sum, f) => sum + gz(f), 0);
  return { manifest, gz, chunks, loader, page };
}

const dist = build('dist');

const rows = [];
let failures = 0;
const row = (what, bytes, limit) => {
  const over = limit !== undefined && bytes > limit;
  if (over) failures += 1;
  rows.push([what, kb(bytes), limit === undefined ? '' : kb(limit), over ? 'OVER' : limit === undefined ? '' : 'ok']);
};

row('loader  venue-elements.js', dist.loader, budget.loader);
row('sheet   venue-elements.css (optional, reserves each element from the first paint)', dist.gz('venue-elements.css'), budget.stylesheet);
const isLanguage = (name) => /^[a-z]{2}(-[A-Z]{2})?$/.test(name);
for (const [name, file] of [...dist.chunks].sort(([a], [b]) => a.localeCompare(b))) {
  if (!isLanguage(name)) row(`chunk   ${name}`, dist.gz(file), budget.chunks[name]);
}
const languages = [...dist.chunks].filter(([name]) => isLanguage(name));
if (languages.length) row(`languages (${languages.length} chunks, largest)`, Math.max(...languages.map(([, file]) => dist.gz(file))));
for (const [tag, { files }] of Object.entries(dist.manifest.tags)) {
  row(`page    <${tag}> only (loader + ${files.length} chunks)`, dist.page(tag), budget.pages[tag] ?? budget.pageDefault);
  const most = budget.chunksPerPage[tag] ?? budget.chunksPerPageDefault;
  if (files.length > most) {
    failures += 1;
    rows.push([`page    <${tag}> asks for ${files.length} chunks, more than ${most}`, '', '', 'OVER']);
  }
}

// No function in a chunk holds a whole library. A CommonJS module the bundler keeps in a function
// (run on first use) is compiled on the main thread when it runs, not as its chunk streams in:
// react-dom in one cost every page 10 ms before its first render on a fast machine.
for (const [name, file] of dist.chunks) {
  const source = readFileSync(`dist/${file}`, 'utf8');
  let largest = 0;
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (/Function/.test(node.type)) largest = Math.max(largest, node.end - node.start);
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(Parser.parse(source, { ecmaVersion: 'latest', sourceType: 'module' }));
  if (largest > budget.largestFunction) {
    failures += 1;
    rows.push([
      `chunk   ${name} has a function of ${kb(largest)} (a library wrapped whole?), more than ${kb(budget.largestFunction)}`,
      '',
      '',
      'OVER',
    ]);
  }
}

// The loader, the kit and the core are compiled as they stream in (rollup.config.mjs,
// compileHints): the minifier keeps no comment, so the hint is added after it, as a first line.
for (const [name, file] of [
  ['venue-elements.js', 'venue-elements.js'],
  ['kit', dist.chunks.get('kit')],
  ['boot', dist.chunks.get('boot')],
]) {
  if (!readFileSync(`dist/${file}`, 'utf8').startsWith('//# allFunctionsCalledOnLoad\n')) {
    failures += 1;
    rows.push([`${name} does not begin with V8's compile hint (//# allFunctionsCalledOnLoad)`, '', '', 'OVER']);
  }
}

const head = ['what', 'gzip', 'budget'];
const width = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length), head[i].length));
const line = (r) => [r[0].padEnd(width[0]), r[1].padStart(width[1]), r[2].padStart(width[2]), r[3]].join('  ').trimEnd();
console.log(line([...head, '']));
for (const r of rows) console.log(line(r));
if (failures) {
  console.error(`\n${failures} over budget (size-budget.json).`);
  process.exit(1);
}
