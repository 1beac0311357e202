// Builds, in order:
//  1. the content-hashed ESM chunks: the core (boot), the kit (React 19 with the hooks and the UI
//     primitives), one per element family, one per language; plus dist/manifest.json (each tag's
//     complete chunk list);
//  2. dist/venue-elements.js, the loader, with that manifest inlined;
//  3. dist/npm/, unhashed ESM entries for bundler users (dependencies left external);
//  4. dist/server/, the site rendered on a server (`venue-elements/server`, the CLI), with every
//     stylesheet as a content-hashed file in dist/styles/ for the pages it renders to link.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { chmodSync, existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { basename, dirname, resolve } from 'node:path';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { transform as transformCss } from 'esbuild';
import cssText from './scripts/css-text.mjs';

// `VENUE_BUILD=server` builds the server renderer alone, over the browser build already there.
// `VENUE_BUILD=react-development` builds the script-tag build alone on React's development build,
// into dist/react-development/ (the tests read its hydration warnings, which production strips).
const serverOnly = process.env.VENUE_BUILD === 'server';
const reactDevelopment = process.env.VENUE_BUILD === 'react-development';
const out = reactDevelopment ? 'dist/react-development' : 'dist';

// Old hashed chunks would pile up beside the new ones: every build starts from an empty folder.
for (const dir of serverOnly ? ['dist/server', 'dist/styles'] : [out]) rmSync(dir, { recursive: true, force: true });

const pkg = JSON.parse(readFileSync('./package.json', 'utf8'));
const elementFiles = readdirSync('elements').filter((f) => /^venue-[a-z-]+\.ts$/.test(f));
const elementInputs = Object.fromEntries(elementFiles.map((f) => [f.replace(/\.ts$/, ''), `elements/${f}`]));

const constants = {
  preventAssignment: true,
  values: {
    'process.env.NODE_ENV': JSON.stringify(reactDevelopment ? 'development' : 'production'),
    __VERSION__: JSON.stringify(pkg.version),
    __API_PRODUCTION__: JSON.stringify(process.env.VENUE_API_PRODUCTION ?? 'https://api.venue.example'),
    __API_DEVELOPMENT__: JSON.stringify(process.env.VENUE_API_DEVELOPMENT ?? 'http://localhost:8787'),
  },
};

/**
 * Two chunks every element loads, so that a page asks for few files (each one a request that
 * waits its turn among the browser's six per host, and a round trip on a slow line):
 * - `core` (named `boot` after its entry): React-free, what an element's plan needs to start its
 *   calls before the rest arrives: the core, the API's calls, the definitions' plan runner, date
 *   arithmetic, the store and the English basics;
 * - `kit`: the React runtime, the hooks, the element adapter, every UI primitive and the shared
 *   sheets.
 * Each element then adds its definition, its component and what only it uses. The
 * signature pad and DOMPurify stay in their own chunks behind their first use.
 */
function sharedChunk(id) {
  // A console tool for hosts (VenueElements.reservationCss()): its own chunk, never a visitor's.
  if (id.endsWith('/src/core/reservationCss.ts')) return undefined;
  // The trackers: the site's alone (its domain settings name them), their set-up only when one is set.
  if (/\/src\/core\/analytics(Scripts)?\.ts$/.test(id)) return undefined;
  if (/node_modules\/(signature_pad|dompurify)\//.test(id)) return undefined;
  // The visitors' Core Web Vitals: only on a page whose host turned them on (core/vitals), after load.
  if (/node_modules\/web-vitals\/|\/src\/core\/vitalsReport\.ts$/.test(id)) return 'vitals';
  // An area a chunk, loaded by the elements that use it: the events' calls, dates and their
  // arithmetic (the calendar, events, articles) with the calendar's and events' messages; the
  // member's account; the cart, shop, payment and vouchers with money; the pages' and media's
  // calls with pictures.
  if (/node_modules\/date-fns\/|\/src\/(api\/events|core\/(calendar|calendarWindow|dates|datesParse)|locales\/en\/calendar)\.ts$/.test(id))
    return 'events';
  if (/\/src\/(api\/(auth|user|account)|core\/afterLogin)\.ts$/.test(id)) return 'account';
  if (/\/src\/(api\/(cart|cartTypes|shop|payment|vouchers)|core\/money|hooks\/(useCart|useMoney))\.ts$/.test(id)) return 'shop';
  // The media widgets' messages and picture settings: one small chunk for the kinds that show pictures.
  if (/\/src\/(widgets\/gallery\/settings|locales\/en\/media)\.ts$/.test(id)) return 'media';
  if (
    /\/src\/(api\/(media|mediaImages|video|pages|site|search|cms|forms)|hooks\/useSiteSettings|ui\/cmsSettings)\.ts$|\/src\/ui\/(Image\.tsx|image\.css)$/.test(
      id,
    )
  )
    return undefined;
  // The address form and its fields with the cart's parts that checkout shows too: checkout and the
  // cart show both, the account's saved addresses the one; every other form does without either.
  if (/\/src\/(ui\/(AddressForm\.tsx|address\.(ts|css))|screens\/cart\/CartParts\.tsx)$/.test(id)) return 'shopForms';
  // The public forms' sheet with the member's name and e-mail they fill in (contact, booking enquiry).
  if (/\/src\/(widgets\/form\/form\.css|ui\/form\/useMemberPrefill\.ts)$/.test(id)) return 'publicForms';
  // The form kit: fields, selects, checkboxes, masks, the field schema, its check and useForm.
  if (
    /\/src\/ui\/(Field|FieldFrame|Select|Checkbox|RadioGroup|QuantityField|Form|masks|password|useSubmit|field|radio)\.(tsx?|css)$|\/src\/ui\/form\//.test(
      id,
    )
  )
    return 'forms';
  if (/node_modules\/zustand\//.test(id)) return 'core';
  if (/node_modules\//.test(id)) return 'kit';
  // A rendered page's state block: read by loader/rendered alone (the loader's own chunk for such pages).
  if (id.endsWith('/src/core/renderedState.ts')) return undefined;
  // CMS HTML with its sanitiser, links and scrolling: with the elements that show them.
  if (
    /\/src\/(ui\/(CmsHtml|Link|scroll)|hooks\/useLink|core\/(sanitize|cmsKeep|cmsMarkers|cmsStyle|cmsEmbeds|htmlTokens))\.tsx?$|\/src\/ui\/cms\.css$/.test(
      id,
    )
  )
    return undefined;
  // The captcha services' loader: the forms that show one alone use it.
  if (id.endsWith('/src/core/captcha.ts')) return undefined;
  // The token refresh and its cross-tab lock: loaded with a member's first refresh (core/runtime).
  if (/\/src\/core\/session\/(refresh|lock)\.ts$/.test(id)) return undefined;
  if (/\/src\/(core|api)\/|\/src\/(element\/(boot|plan)|ui\/definition|locales\/en\/(common|error|ui))\.ts$/.test(id)) return 'core';
  // The progress bar (the site's and the forms'), and lists with pages: with those that show them.
  if (/\/src\/ui\/(ProgressBar\.tsx|progress\.css|Pagination\.tsx|listWindow\.ts|useListWindow\.ts|pagination\.css)$/.test(id))
    return undefined;
  // The dialog: the calendar's (loaded on the first event pointed at), the lightbox's and the cart's.
  if (/\/src\/ui\/(Dialog\.tsx|dialog\.css)$/.test(id)) return undefined;
  if (/\/src\/(hooks|ui|element|styles)\/|\/src\/kit\.ts$/.test(id)) return 'kit';
  return undefined;
}

/**
 * The definition an element's file passes to defineElement(): its export name and module, e.g.
 * `{ name: 'calendarWidget', module: '/…/src/widgets/calendar' }`.
 */
function definitionOf(file) {
  const text = readFileSync(file, 'utf8');
  const name = /defineElement\((\w+)\)/.exec(text)?.[1];
  const from = name && new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '([^']+)'`).exec(text)?.[1];
  if (!from) throw new Error(`${file}: defineElement(<definition>) with its import was not found`);
  return { name, module: resolve(dirname(file), from) };
}

/**
 * The script-tag build's entries besides boot and kit: each definition module once (the shop's
 * holds three elements' definitions), named `def-<folder>`. The loader imports an element's
 * definition chunk and runs its plan with the core (the element's first-load queries, React-free,
 * while the rest downloads), then defines the element with the kit: no per-element entry or plan
 * chunk of a few hundred bytes, each a request waiting its turn among the browser's six per host.
 */
const definitions = Object.fromEntries(Object.entries(elementInputs).map(([tag, file]) => [tag, definitionOf(file)]));
const definitionEntry = new Map();
for (const { module } of Object.values(definitions)) {
  const name = `def-${module.split('/').pop()}`;
  const other = [...definitionEntry].find(([m, n]) => n === name && m !== module);
  if (other) throw new Error(`${module} and ${other[0]} would both be the chunk ${name}: rename one folder`);
  definitionEntry.set(module, name);
}
const definitionInputs = Object.fromEntries([...definitionEntry].map(([module, name]) => [name, module]));

const typescript = () => esbuild({ target: 'es2021', jsx: 'automatic', tsconfig: 'tsconfig.json', minify: false });

/**
 * The component module an element renders: its file imports the props type from there
 * (`import type { FaqProps } from '../src/widgets/faq/Faq'`).
 */
function componentOf(file) {
  const from = /import type \{[^}]*\} from '([^']+)'/.exec(readFileSync(file, 'utf8'))?.[1];
  return from && resolve(dirname(file), from);
}

/** The `@reserve` of an element's doc comment: the height kept for it before its code arrives. */
function reserveOf(file) {
  return /@reserve\s+(\S+)/.exec(readFileSync(file, 'utf8'))?.[1];
}

/** The `@early` templates of an element's doc comment: the calls the loader starts itself (loader/early). */
function earlyOf(file) {
  return [...readFileSync(file, 'utf8').matchAll(/@early\s+(.+)$/gm)].map((m) => m[1].trim());
}

/**
 * The `@faces` of an element's doc comment: the font faces its first view sets text in
 * (loader/faces), each `weight size-in-em[ heading]`.
 */
function facesOf(file) {
  const faces = /@faces\s+(.+)$/m
    .exec(readFileSync(file, 'utf8'))?.[1]
    .split(',')
    .map((face) => face.trim());
  const wrong = faces?.find((face) => !/^[1-9]00 \d*\.?\d+em( heading)?$/.test(face));
  if (wrong) throw new Error(`${file}: @faces "${wrong}" is not "weight size-in-em[ heading]" (e.g. "600 1em", "700 1.5em heading")`);
  return faces;
}

/** The theme's own font family and size (styles/tokens.css), for faces where the host has set none. */
function themeDefaults() {
  const tokens = readFileSync('src/styles/tokens.css', 'utf8');
  const family = /--_font: var\(--venue-font-family, (.+)\);/.exec(tokens)?.[1];
  const size = /--_font-size: var\(--venue-font-size, (.+)\);/.exec(tokens)?.[1];
  if (!family || !size) throw new Error('src/styles/tokens.css: no default --_font or --_font-size');
  return { family, size };
}

/**
 * The rules that reserve each element's box (src/loader/reserve.ts, which the loader applies
 * too): one function for the loader and dist/venue-elements.css, loaded here through esbuild.
 */
const { reserveCss: reserveRules } = await import(
  `data:text/javascript,${encodeURIComponent((await transformCss(readFileSync('src/loader/reserve.ts', 'utf8'), { loader: 'ts' })).code)}`
);

/** A sheet's file is named by its text's hash (src/core/sheetHash.ts), which a browser computes too. */
const { sheetHash } = await import(
  `data:text/javascript,${encodeURIComponent((await transformCss(readFileSync('src/core/sheetHash.ts', 'utf8'), { loader: 'ts' })).code)}`
);

/** Each `@reserve` height with its tags ('0' for a tag without one). */
function reserveGroups(tags) {
  const groups = {};
  for (const [tag, { reserve = '0' }] of Object.entries(tags)) (groups[reserve] ??= []).push(tag);
  return groups;
}

const reserveCss = (tags) => reserveRules(Object.keys(tags), reserveGroups(tags));

/**
 * Each widget's and screen's component module by the names a server-rendered page's state lists
 * it under (core/renderedState): its CMS kinds, or its tag when it has none, read from the `defineWidget` calls
 * in src/widgets/<folder>/index.ts and src/screens/<folder>/index.ts.
 */
function renderedComponents() {
  const out = [];
  for (const dir of ['src/widgets', 'src/screens']) {
    for (const folder of readdirSync(dir)) {
      const file = `${dir}/${folder}/index.ts`;
      if (!existsSync(file)) continue;
      for (const call of readFileSync(file, 'utf8')
        .split(/\bdefineWidget\b/)
        .slice(1)) {
        const tag = /\btag:\s*'([^']+)'/.exec(call)?.[1];
        const from = /\bload:\s*\(\)\s*=>\s*import\('([^']+)'\)/.exec(call)?.[1];
        const kinds = (/\bkinds:\s*\[([^\]]*)\]/.exec(call)?.[1].match(/'[^']+'/g) ?? []).map((k) => k.slice(1, -1));
        if (tag && from)
          out.push({ names: kinds.length ? kinds : [tag], module: resolve(dir, folder, from), definition: resolve(dir, folder, 'index') });
      }
    }
  }
  return out;
}

function manifestPlugin() {
  return {
    name: 'venue-manifest',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (file, out = new Set()) => {
        if (out.has(file)) return out;
        out.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) closure(dep, out);
        return out;
      };
      // A definition loads its component lazily; the loader fetches that chunk with the rest
      // (one round trip), while languages and DOMPurify stay behind their first use.
      const tags = {};
      const entry = (name) => chunks.find((c) => c.isEntry && c.name === name).fileName;
      const core = entry('boot');
      const kit = entry('kit');
      const rendered = entry('rendered');
      for (const [tag, { name, module }] of Object.entries(definitions)) {
        const file = elementInputs[tag];
        const definition = entry(definitionEntry.get(module));
        const files = closure(kit, closure(definition));
        const component = componentOf(file);
        const lazy = chunks.find((c) => c.moduleIds.some((id) => id.replace(/\.tsx?$/, '') === component));
        if (!lazy) this.error(`${file}: no chunk holds its component ${component}`);
        closure(lazy.fileName, files);
        const early = earlyOf(file);
        const faces = facesOf(file);
        tags[tag] = {
          definition,
          export: name,
          files: [...files],
          reserve: reserveOf(file),
          ...(early.length ? { early } : {}),
          ...(faces ? { faces } : {}),
        };
      }
      // A rendered page's server names, in its state, the chunks of the definitions and components
      // its widgets use (the site imports a kind's definition when a page first shows it).
      const kinds = {};
      const chunkOf = (module) => chunks.find((c) => c.moduleIds.some((id) => id.replace(/\.tsx?$/, '') === module));
      for (const { names, module, definition } of renderedComponents()) {
        const lazy = chunkOf(module);
        if (!lazy) continue;
        const defined = chunkOf(definition);
        const files = [...closure(lazy.fileName, defined ? closure(defined.fileName) : undefined)].filter((f) => f !== core && f !== kit);
        for (const name of names) kinds[name] = files;
      }
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        // Each chunk's name, which only the entries' files carry.
        source: JSON.stringify(
          { version: pkg.version, core, kit, rendered, tags, kinds, names: Object.fromEntries(chunks.map((c) => [c.fileName, c.name])) },
          null,
          2,
        ),
      });
      this.emitFile({ type: 'asset', fileName: 'venue-elements.css', source: `${reserveCss(tags)}\n` });
    },
  };
}

/**
 * The manifest as the loader carries it: every chunk named once (without `chunks/` and `.js`),
 * the core's and the kit's by index, each tag as [its definition
 * chunk, ...its other chunks besides the core and the kit] by index, the tags' early call
 * templates, their font faces with the theme's default family and size, and each reserved
 * height's tags (loader/reserve writes the rules). Every tag shares the core and the kit, so naming each chunk once keeps the
 * loader small however many elements there are. The widget kinds' chunks are not in it: only a
 * server-rendered page needs them, and its server names them (renderedChunksModule).
 */
function compact({ version, core, kit, rendered, tags }) {
  const shared = new Set([core, kit]);
  const files = [...new Set([core, kit, rendered, ...Object.values(tags).flatMap((t) => [t.definition, ...t.files])])];
  const index = (file) => files.indexOf(file);
  const rest = (t) => t.files.filter((f) => f !== t.definition && !shared.has(f)).map(index);
  return {
    version,
    files: files.map((f) => f.replace(/^chunks\//, '').replace(/\.js$/, '')),
    tags: Object.fromEntries(Object.entries(tags).map(([tag, t]) => [tag, [index(t.definition), ...rest(t)]])),
    // The reserving rules as the loader writes them (loader/reserve): each height's tags by their order in `tags`.
    reserve: Object.fromEntries(
      Object.entries(reserveGroups(tags)).map(([height, list]) => [height, list.map((tag) => Object.keys(tags).indexOf(tag))]),
    ),
    early: Object.fromEntries(Object.entries(tags).flatMap(([tag, t]) => (t.early ? [[tag, t.early]] : []))),
    // `700 1.5em heading` as `700 1.5em h` (loader/faces).
    faces: Object.fromEntries(
      Object.entries(tags).flatMap(([tag, t]) => (t.faces ? [[tag, t.faces.map((f) => f.replace(/ heading$/, ' h'))]] : [])),
    ),
    theme: themeDefaults(),
  };
}

function manifestModule() {
  const id = 'virtual:venue-manifest';
  return {
    name: 'venue-manifest-module',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (resolved) =>
      resolved === `\0${id}`
        ? `export default ${JSON.stringify(compact(JSON.parse(readFileSync(`${out}/manifest.json`, 'utf8'))))};`
        : null,
  };
}

/**
 * `virtual:venue-rendered-chunks` for the server build: each widget kind's and screen's chunks
 * (as dist/manifest.json lists them, `chunks/…js`), from the browser build it ships beside, so a
 * rendered page's head can name them (server/preloads).
 */
function renderedChunksModule() {
  const id = 'virtual:venue-rendered-chunks';
  return {
    name: 'venue-rendered-chunks',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (resolved) =>
      resolved === `\0${id}` ? `export default ${JSON.stringify(JSON.parse(readFileSync('dist/manifest.json', 'utf8')).kinds)};` : null,
  };
}

/**
 * React's production files by name. Its entries pick a build with a `require` inside an `if`,
 * which the CommonJS plugin keeps as a function run on first use; V8 then parses and compiles all
 * of react-dom on the main thread as the kit is evaluated (10 ms on a fast machine). Named
 * directly, each is plain code at the chunk's top level, compiled as the chunk streams in.
 */
function reactProduction() {
  const require = createRequire(import.meta.url);
  const build = reactDevelopment ? 'development' : 'production';
  const files = {
    react: `react/cjs/react.${build}.js`,
    'react/jsx-runtime': `react/cjs/react-jsx-runtime.${build}.js`,
    'react-dom': `react-dom/cjs/react-dom.${build}.js`,
    'react-dom/client': `react-dom/cjs/react-dom-client.${build}.js`,
    scheduler: `scheduler/cjs/scheduler.${build}.js`,
  };
  const fileOf = (id) => {
    const [, pkg, rest] = /^(react-dom|react|scheduler)\/(.*)$/.exec(id);
    return resolve(dirname(require.resolve(`${pkg}/package.json`)), rest);
  };
  return { name: 'react-production', resolveId: (source) => (files[source] ? fileOf(files[source]) : null) };
}

const sharedPlugins = () => [
  replace(constants),
  reactProduction(),
  nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.js'] }),
  commonjs({ strictRequires: false }),
  cssText(),
  typescript(),
];

const sheetTexts = resolve('src/server/render/sheetTexts.ts');

/**
 * The server build's stylesheets: each `.css` file a content-hashed file in dist/styles/, and its
 * import the file's path there (`styles/page-1a2b3c4d.css`), which useStyles hands the server
 * renderer, with the text registered (src/server/render/sheetTexts.ts): a rendered page carries
 * the text in its `<style>` element, or links the file. The same minified text as the browser's
 * constructed sheets.
 */
function cssFiles() {
  // A browser tells a linked sheet by its hash alone (src/core/sheets.ts): two texts must never share one.
  const texts = new Map();
  return {
    name: 'css-files',
    async transform(code, id) {
      if (!id.endsWith('.css')) return null;
      const { code: minified } = await transformCss(code, { loader: 'css', minify: true });
      const css = minified.trim();
      const hash = sheetHash(css);
      if ((texts.get(hash) ?? css) !== css) throw new Error(`${id}: its hash ${hash} is another stylesheet's too; change either`);
      texts.set(hash, css);
      const fileName = `styles/${basename(id, '.css')}-${hash}.css`;
      this.emitFile({ type: 'asset', fileName, source: `${css}\n` });
      if (/<\/style/i.test(css)) throw new Error(`${id}: its text would end a <style> element`);
      // A rendered page puts its sheets in one <style> element, a line each (src/server/render/instance.tsx).
      if (css.includes('\n')) throw new Error(`${id}: its minified text has a line break`);
      const args = [fileName, css].map((value) => JSON.stringify(value)).join(', ');
      return { code: `import { sheet } from ${JSON.stringify(sheetTexts)};\nexport default sheet(${args});`, map: { mappings: '' } };
    },
  };
}

/**
 * The renderer's core, site and runtime as one function (`createInstance()`, typed in
 * src/server/renderer.d.ts): its modules run again for each site, so each site has its
 * configuration, language and stores of its own (each page's own state is its page core).
 */
const instanceWrapper = {
  banner:
    '// Each call evaluates the modules below anew: the core of one site, whose pages each have a page core of their own.\nexport function createInstance() {',
  footer: 'return venueInstance;\n}',
};

/** The package's `bin` runs as a command (`npx venue-elements prerender`): its file is executable. */
const executableCli = () => ({
  name: 'executable-cli',
  writeBundle({ dir }, bundle) {
    for (const chunk of Object.values(bundle))
      if (chunk.type === 'chunk' && chunk.name === 'cli') chmodSync(`${dir}/${chunk.fileName}`, 0o755);
  },
});

/**
 * V8's explicit compile hint (Chrome 136 and later; to other engines a comment): every function of
 * a chunk is compiled as the chunk streams in, on a background thread, instead of on the main
 * thread at its first call. A chunk runs when a page needs it, and most of its functions in its
 * first render: without the hint, those first calls compiled 40-120 ms of the calendar's page on
 * the main thread on a fast machine (traced), with it 6-24 ms. A chunk under 4 KB has little to
 * compile, and its ~20 B of hint would cost some pages their budget. After the minifier, which
 * drops comments; `npm run size` checks the loader, the kit and the core carry it.
 */
const compileHints = () => ({
  name: 'compile-hints',
  renderChunk: (code) => (code.length >= 4096 ? { code: `//# allFunctionsCalledOnLoad\n${code}`, map: null } : null),
});

/** The renderer is a file of its own (built above), imported as it is: `virtual:venue-renderer` is `./instance.js`. */
const rendererImport = () => ({
  name: 'renderer-import',
  resolveId: (source) => (source === 'virtual:venue-renderer' ? { id: './instance.js', external: 'absolute' } : null),
});

/**
 * `require('venue-elements…')`: each entry's CommonJS twin (`index.cjs` beside `index.js`) loads
 * the ESM entry itself (require(esm), Node 20.19 and later), so that a `require` and an `import`
 * of the package share one module and one core, never two copies of the session and the cart.
 */
const commonJsEntries = (names) => ({
  name: 'commonjs-entries',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.isEntry || !names.test(chunk.name)) continue;
      const source = `module.exports = require('./${basename(chunk.fileName)}');\n`;
      this.emitFile({ type: 'asset', fileName: chunk.fileName.replace(/\.js$/, '.cjs'), source });
    }
  },
});

const nodeBuiltin = (id) => id.startsWith('node:') || builtinModules.includes(id);

const scriptTag = [
  {
    input: { boot: 'src/element/boot.ts', kit: 'src/kit.ts', rendered: 'src/loader/rendered.ts', ...definitionInputs },
    preserveEntrySignatures: 'allow-extension',
    // React's development build is for reading its warnings: left as it is, it builds in a fraction of the time.
    plugins: [
      ...sharedPlugins(),
      ...(reactDevelopment ? [] : [terser({ ecma: 2020, module: true, compress: { passes: 2 } })]),
      compileHints(),
      manifestPlugin(),
    ],
    output: {
      dir: out,
      format: 'es',
      // Seven characters of hash (42 bits, the fewest rollup takes here) are unique enough for a folder of a few hundred files, and
      // the loader carries every name: one fewer a name is 0.1 KB of every page. The entries (boot, kit, rendered, each
      // definition) keep their names; the other chunks are their hash alone, as their names cost 0.26 KB of the loader
      // (dist/manifest.json names them: `names`).
      entryFileNames: 'chunks/[name]-[hash:7].js',
      chunkFileNames: 'chunks/[hash:7].js',
      manualChunks: sharedChunk,
    },
  },
  {
    input: 'src/loader/loader.ts',
    plugins: [replace(constants), manifestModule(), typescript(), terser({ ecma: 2020, compress: { passes: 2 } }), compileHints()],
    output: { file: `${out}/venue-elements.js`, format: 'iife', inlineDynamicImports: true },
  },
];

const server = [
  {
    input: 'src/server/render/instance.tsx',
    plugins: [
      replace(constants),
      nodeResolve({ extensions: ['.ts', '.tsx', '.js'], exportConditions: ['node', 'import'] }),
      commonjs(),
      cssFiles(),
      typescript(),
    ],
    output: {
      dir: 'dist',
      format: 'iife',
      name: 'venueInstance',
      entryFileNames: 'server/instance.js',
      inlineDynamicImports: true,
      ...instanceWrapper,
    },
  },
  {
    input: { index: 'src/server/index.ts', cli: 'src/server/cli.ts' },
    // The renderer is its own file (built above), imported as it is: `virtual:venue-renderer` → `./instance.js`.
    external: nodeBuiltin,
    plugins: [replace(constants), rendererImport(), renderedChunksModule(), typescript(), executableCli(), commonJsEntries(/^index$/)],
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: 'server/[name].js',
      chunkFileNames: 'server/[name]-[hash].js',
      banner: (chunk) => (chunk.name === 'cli' ? '#!/usr/bin/env node' : ''),
    },
  },
];

const npm = {
  input: {
    index: 'elements/index.ts',
    ...Object.fromEntries(Object.entries(elementInputs).map(([name, file]) => [`elements/${name}`, file])),
  },
  external: (id) => /^(react|react-dom|scheduler|zustand|date-fns)(\/|$)/.test(id),
  plugins: [...sharedPlugins(), commonJsEntries(/^(index|elements\/venue-[a-z-]+)$/)],
  output: { dir: 'dist/npm', format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
};

export default serverOnly ? server : reactDevelopment ? scriptTag : [...scriptTag, npm, ...server];
