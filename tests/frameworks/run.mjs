// Framework hosts: the package as a React 19 app, a Vue 3 app and a Next.js app get it from npm.
//
//   node tests/frameworks/run.mjs [--tarball path/to/venue-elements-x.y.z.tgz | --built] [--keep]
//
// 1. Copies the working tree to a temporary folder (node_modules linked, never written) and runs
//    `npm run build --silent` there, so a build here never touches the repository's dist/.
// 2. `npm pack`s that copy, as the registry would receive it.
// 3. In each app (tests/frameworks/react, vue, next): `npm ci` from its lockfile, then the tarball
//    with `npm install --no-save`, and checks what npm actually installed: one React among them.
// 4. Type-checks the React app with tsc against the package's dist-types, builds the React and Vue
//    apps with vite into the temporary folder and the Next.js app with `next build` (next.mjs),
//    serves them (`next start` for Next) with the reference back end (a fresh DATA_DIR) and
//    drives them in Chromium.
// Prints one line per check and `N passed, N failed`; exits 1 when anything failed. npm's cache
// lives in tests/frameworks/.cache (ignored); everything else made outside the repository is
// removed at the end. `--tarball` skips steps 1–2; `--built` skips step 1 and packs the
// repository's own build (npm test has just made it); `--keep` keeps the temporary folder.
import { chromium, expect as baseExpect } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testChromeArgs, testChromePath } from '../../scripts/chrome.mjs';
import { startStatic } from '../../scripts/serve.mjs';
import { nextBin, nextChecks, nextEnv, startNext } from './next.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? (args[args.indexOf(name) + 1] ?? '') : undefined);
const keep = args.includes('--keep');
const expect = baseExpect.configure({ timeout: 15_000 });

const env = {
  ...process.env,
  npm_config_cache: join(here, '.cache', 'npm'),
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  FORCE_COLOR: '0',
};

const tmp = mkdtempSync(join(tmpdir(), 'venue-frameworks-'));
const results = [];
const cleanups = [];

function run(command, commandArgs, cwd, vars = env) {
  const r = spawnSync(command, commandArgs, { cwd, env: vars, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return ran(command, commandArgs, cwd, r.status, r.stdout, `${r.stderr ?? ''}${r.error ? String(r.error) : ''}`);
}

/** `run` that leaves the event loop free, for commands that run side by side. */
function runAside(command, commandArgs, cwd, vars = env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd, env: vars });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => (stderr += String(error)));
    child.on('close', (status) => {
      try {
        resolve(ran(command, commandArgs, cwd, status, stdout, stderr));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** A command's output, or an error with its last lines when it failed. */
function ran(command, commandArgs, cwd, status, stdout = '', stderr = '') {
  if (status !== 0) {
    const output = `${stdout}${stderr}`.trim().split('\n').slice(-40).join('\n');
    throw new Error(`${command} ${commandArgs.join(' ')} (in ${cwd}) exited with ${status}\n${output}`);
  }
  return stdout;
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** One check: its outcome counts; `needs` names checks that must have passed first. */
async function check(name, fn, needs = []) {
  const missing = needs.filter((n) => !results.find((r) => r.name === n)?.ok);
  const started = Date.now();
  try {
    if (missing.length) throw new Error(`not run: ${missing.join(', ')} failed`);
    await fn();
    results.push({ name, ok: true });
    console.log(`  ok    ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    results.push({ name, ok: false });
    const message = String(error?.stack ?? error)
      .split('\n')
      .map((line) => `        ${line}`)
      .join('\n');
    console.log(`  FAIL  ${name}\n${message}`);
  }
}

// ---------------------------------------------------------------------------------------------
// The package, built in a copy and packed

const SKIPPED = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-types',
  'test-results',
  'playwright-report',
  'coverage',
  '.scratch',
  '.cache',
]);
let tarball = option('--tarball') && resolve(option('--tarball'));

console.log(`framework hosts (temporary folder ${tmp})`);

const BUILT = 'package: builds in a copy of the working tree';
const PACKED = 'package: npm pack';
if (tarball) results.push({ name: BUILT, ok: true, given: true }, { name: PACKED, ok: true, given: true });
else if (args.includes('--built')) {
  // `npm test` built this tree in its first stage: the repository's own build is packed as it is.
  results.push({ name: BUILT, ok: true, given: true });
  await check(PACKED, () => {
    mkdirSync(join(tmp, 'pack'));
    const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', join(tmp, 'pack')], repo));
    tarball = join(tmp, 'pack', packed.filename);
  });
} else {
  await check(BUILT, () => {
    const copy = join(tmp, 'repo');
    cpSync(repo, copy, {
      recursive: true,
      filter: (source) => {
        const path = relative(repo, source);
        return !SKIPPED.has(basename(source)) && path !== join('demo', '.data') && path !== join('tests', 'frameworks');
      },
    });
    symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'), 'dir');
    run('npm', ['run', 'build', '--silent'], copy);
  });
  await check(PACKED, () => {
    mkdirSync(join(tmp, 'pack'));
    const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', join(tmp, 'pack')], join(tmp, 'repo')));
    tarball = join(tmp, 'pack', packed.filename);
  }, [BUILT]);
}
const installed = (app, name) => join(here, app, 'node_modules', name);

// The three apps install side by side: npm mostly waits for the registry and the disk.
const installs = ['react', 'vue', 'next'].map((app) =>
  check(
    `${app}: npm ci, then the packed package; npm installed exactly what was pinned`,
    async () => {
      const dir = join(here, app);
      const lock = readFileSync(join(dir, 'package-lock.json'), 'utf8');
      await runAside('npm', ['ci'], dir);
      await runAside('npm', ['install', '--no-save', tarball], dir);
      expect(readFileSync(join(dir, 'package-lock.json'), 'utf8'), 'the lockfile is left as it was').toBe(lock);
      const manifest = readJson(join(dir, 'package.json'));
      for (const [name, version] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
        expect(readJson(join(installed(app, name), 'package.json')).version, `installed ${name}`).toBe(version);
      }
      const ours = readJson(join(installed(app, 'venue-elements'), 'package.json'));
      expect(ours.version).toBe(readJson(join(repo, 'package.json')).version);
      // The app and the package share one React: the package names it as a peer, never its own.
      expect(ours.dependencies?.react, 'react among the dependencies').toBeUndefined();
      // (The app itself is a node of npm's tree too: its location is '', and it is no copy of React.)
      const copies = JSON.parse(await runAside('npm', ['query', '#react, #react-dom'], dir))
        .filter((node) => node.location)
        .map((node) => `${node.name} ${node.location}`);
      expect(copies.sort(), 'every copy of react and react-dom in the app').toEqual([
        'react node_modules/react',
        'react-dom node_modules/react-dom',
      ]);
    },
    [PACKED],
  ),
);
await Promise.all(installs);

const REACT_INSTALLED = 'react: npm ci, then the packed package; npm installed exactly what was pinned';
const VUE_INSTALLED = 'vue: npm ci, then the packed package; npm installed exactly what was pinned';
const NEXT_INSTALLED = 'next: npm ci, then the packed package; npm installed exactly what was pinned';

await check(
  'package: every element has its export, module and .d.ts in the tarball',
  () => {
    const pkg = installed('vue', 'venue-elements');
    const manifest = readJson(join(pkg, 'package.json'));
    const elements = readJson(join(pkg, 'custom-elements.json'))
      .modules.flatMap((m) => m.declarations)
      .filter((d) => d.customElement);
    expect(elements.length).toBeGreaterThan(0);
    // Each export's module and types, for `import` and for `require`.
    const targets = (entry) => Object.values(entry).flatMap((condition) => [condition.default, condition.types]);
    for (const file of [...targets(manifest.exports['.']), ...targets(manifest.exports['./server'])]) {
      expect(existsSync(join(pkg, file)), file).toBe(true);
    }
    for (const { tagName } of elements) {
      const subpath = tagName.replace(/^venue-/, '');
      for (const target of targets(manifest.exports['./*'])) {
        const file = target.replace('*', subpath);
        expect(existsSync(join(pkg, file)), `venue-elements/${subpath} → ${file}`).toBe(true);
      }
    }
  },
  [VUE_INSTALLED],
);

await check(
  "react: tsc type-checks the app against the package's types",
  () => {
    run(join(here, 'react', 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], join(here, 'react'));
  },
  [REACT_INSTALLED],
);

for (const [app, installedCheck] of [
  ['react', REACT_INSTALLED],
  ['vue', VUE_INSTALLED],
]) {
  await check(
    `${app}: vite build`,
    () => {
      const outDir = join(tmp, app, 'dist');
      run(
        join(here, app, 'node_modules', '.bin', 'vite'),
        ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
        join(here, app),
      );
      expect(existsSync(join(outDir, 'index.html'))).toBe(true);
    },
    [installedCheck],
  );
}

// The React app again with React's development build, whose hydration reports every mismatch.
const REACT_DEV_BUILT = "react: vite build with React's development build";
await check(REACT_DEV_BUILT, () => {
  // Under dist/, which the static server serves, once the production build has emptied it.
  const outDir = join(tmp, 'react', 'dist', 'dev');
  run(
    join(here, 'react', 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    join(here, 'react'),
    { ...env, NODE_ENV: 'development' },
  );
  expect(readFileSync(join(outDir, 'hydrate.html'), 'utf8')).toContain('<venue-product');
}, [REACT_INSTALLED]);

const NEXT_BUILT = 'next: next build (its client component imports the elements on the server too)';
await check(NEXT_BUILT, () => {
  const dir = join(here, 'next');
  rmSync(join(dir, '.next'), { recursive: true, force: true });
  run(nextBin(dir), ['build'], dir, nextEnv(env));
  expect(existsSync(join(dir, '.next', 'BUILD_ID'))).toBe(true);
}, [NEXT_INSTALLED]);

// ---------------------------------------------------------------------------------------------
// The apps in Chromium, against the reference back end

let api;
let browser;
let nextServer;
const pages = {};
try {
  const { createApp } = await import('../../demo/server/app.js');
  api = await createApp({ port: 0, dataDir: join(tmp, 'data'), quiet: true });
  cleanups.push(() => api.close());
  for (const app of ['react', 'vue']) {
    if (!existsSync(join(tmp, app, 'dist', 'index.html'))) continue;
    const server = await startStatic({ root: join(tmp, app) });
    cleanups.push(() => server.close());
    pages[app] = `${server.url}/dist/index.html?api=${encodeURIComponent(api.url)}`;
    if (app === 'react') {
      pages['react-hydrate'] = `${server.url}/dist/hydrate.html?api=${encodeURIComponent(api.url)}`;
      pages['react-hydrate-dev'] = `${server.url}/dist/dev/hydrate.html?api=${encodeURIComponent(api.url)}`;
    }
  }
  if (results.find((r) => r.name === NEXT_BUILT)?.ok) {
    nextServer = await startNext(join(here, 'next'), env);
    cleanups.push(() => nextServer.close());
    pages.next = `${nextServer.url}/?api=${encodeURIComponent(api.url)}`;
  }
  browser = await chromium.launch({ executablePath: testChromePath(), args: testChromeArgs });
  cleanups.push(() => browser.close());
} catch (error) {
  console.log(`  could not start the back end or the browser: ${error?.stack ?? error}`);
}

const apiJson = async (path) => (await (await fetch(`${api.url}${path}`)).json()).data;

/** A fresh browser context (its own storage) on the app, with its console errors collected. */
async function open(app) {
  const context = await browser.newContext();
  // React DevTools' hook, as far as React uses it: each copy of react-dom that loads registers.
  await context.addInitScript(() => {
    const renderers = [];
    window.reactRenderers = renderers;
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      inject: (internals) => renderers.push(`${internals.rendererPackageName} ${internals.version}`),
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(pages[app]);
  return {
    page,
    async done() {
      await context.close();
      expect(errors, 'console errors').toEqual([]);
    },
  };
}

async function logIn(page) {
  const login = page.locator('#login');
  await login.getByRole('button', { name: 'Log in with a password instead' }).click();
  await login.getByLabel('E-mail address').fill('demo@venue.example');
  await login.locator('input[name=password]').fill('demo1234');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function addTeeToCart(page) {
  const product = page.locator('#product');
  await product.getByRole('button', { name: /Add to cart/ }).click();
  await expect(page.locator('#cart-count')).toHaveText(/^1 for \d+(\.\d+)?$/);
}

/** Shows a FAQ's questions, table of contents and heading as given. */
async function expectFaq(faq, { count, heading }) {
  await expect(faq.locator('button[part=question]')).toHaveCount(count);
  await expect(faq.locator('nav[part=toc] a')).toHaveCount(count);
  await expect(faq.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
}

/** Hides the questions with app state: each element leaves the page and its React root unmounts. */
async function expectUnmountAndBack(page, selectors, count) {
  const handles = await Promise.all(selectors.map((s) => page.locator(s).elementHandle()));
  await page.locator('#toggle-faq').click();
  for (const s of selectors) await expect(page.locator(s)).toHaveCount(0);
  for (const handle of handles) {
    await expect.poll(() => handle.evaluate((el) => `${el.isConnected} ${el.shadowRoot.childElementCount}`)).toBe('false 0');
  }
  await page.locator('#toggle-faq').click();
  for (const s of selectors) await expectFaq(page.locator(s), { count, heading: 'Everything else' });
}

const ready = (app) => [`${app}: vite build`];

/** The elements rendered with the app's React: one react-dom loaded on the page, `version` (the app's). */
async function expectOneReact(page, version) {
  expect(await page.evaluate(() => window.reactRenderers)).toEqual([`react-dom ${version}`]);
}
const faqCounts = async () => ({
  faqs: (await apiJson('/api/v1/cognito/faq?group=faqs')).length,
  all: (await apiJson('/api/v1/cognito/faq')).length,
});

await check(
  'react: typed JSX props reach the element as properties (group, toc, heading)',
  async () => {
    const { faqs } = await faqCounts();
    const { page, done } = await open('react');
    const faq = page.locator('#faq');
    await expectFaq(faq, { count: faqs, heading: 'Before your first track day' });
    // The element was defined before React rendered it, so React 19 set properties.
    expect(await faq.evaluate((el) => [el.group, el.toc, el.heading, el.hasAttribute('group')])).toEqual([
      'faqs',
      true,
      'Before your first track day',
      false,
    ]);
    await done();
  },
  ready('react'),
);

await check(
  "react: the elements render with the app's one React (one react-dom on the page)",
  async () => {
    const { faqs } = await faqCounts();
    const { page, done } = await open('react');
    await expect(page.locator('#faq button[part=question]')).toHaveCount(faqs);
    await expectOneReact(page, readJson(join(installed('react', 'react-dom'), 'package.json')).version);
    await done();
  },
  ready('react'),
);

await check(
  'react: state mounts, updates and unmounts the element',
  async () => {
    const { faqs, all } = await faqCounts();
    expect(all).toBeGreaterThan(faqs);
    const { page, done } = await open('react');
    await expect(page.locator('#faq button[part=question]')).toHaveCount(faqs);
    await page.locator('#group').selectOption('');
    await page.locator('#rename').click();
    await expectFaq(page.locator('#faq'), { count: all, heading: 'Everything else' });
    await expectUnmountAndBack(page, ['#faq'], all);
    await done();
  },
  ready('react'),
);

await check(
  'react: venue-login heard by the onvenue-login prop and through a ref',
  async () => {
    const { page, done } = await open('react');
    await logIn(page);
    await expect(page.locator('#login-by-prop')).toHaveText(/^\d+$/);
    await expect(page.locator('#login-by-ref')).toHaveText(await page.locator('#login-by-prop').innerText());
    await done();
  },
  ready('react'),
);

await check(
  'react: venue-cart-change heard on the document',
  async () => {
    const { page, done } = await open('react');
    await addTeeToCart(page);
    await done();
  },
  ready('react'),
);

/** The React app's server-rendered page (`react-hydrate`, or `react-hydrate-dev` on React's development build), hydrated with no error of React's. */
async function hydrated(app) {
  const opened = await open(app);
  await expect.poll(() => opened.page.evaluate(() => window.hydrated || window.hydrationErrors.length > 0)).toBe(true);
  expect(await opened.page.evaluate(() => window.hydrationErrors)).toEqual([]);
  return opened;
}

await check(
  'react: hydrates a page its server rendered after the elements showed their data, with no mismatch',
  async () => {
    const { page, done } = await hydrated('react-hydrate');
    // What search engines read out of the shadow roots is in the head, which React leaves alone.
    await expect(page.locator('head > script[type="application/ld+json"][data-venue-structured-data="venue-product"]')).toHaveCount(1);
    expect(await page.locator('#faq, #product').evaluateAll((els) => els.map((el) => el.childNodes.length))).toEqual([0, 0]);
    await expect(page.locator('#product').getByRole('button', { name: /Add to cart/ })).toBeVisible();
    await done();
  },
  ready('react'),
);

await check(
  "react: React's development build hydrates the same page with no warning (the elements' own attributes marked as theirs)",
  async () => {
    const { page, done } = await hydrated('react-hydrate-dev');
    // Hydrated after the elements set `data-venue-ready` on themselves: the development build
    // would report it without `suppressHydrationWarning` (docs/deploying.md).
    expect(await page.locator('#faq, #product').evaluateAll((els) => els.map((el) => el.hasAttribute('data-venue-ready')))).toEqual([
      true,
      true,
    ]);
    await done();
  },
  [REACT_DEV_BUILT],
);

await check(
  'vue: props by attribute, by property and as Vue sets them',
  async () => {
    const { faqs } = await faqCounts();
    const { page, done } = await open('vue');
    for (const id of ['#faq-attr', '#faq-prop', '#faq-plain']) {
      await expectFaq(page.locator(id), { count: faqs, heading: 'Before your first track day' });
    }
    expect(await page.locator('#faq-attr').evaluate((el) => [el.getAttribute('group'), el.hasAttribute('toc'), el.group, el.toc])).toEqual([
      'faqs',
      true,
      'faqs',
      true,
    ]);
    expect(await page.locator('#faq-prop').evaluate((el) => [el.hasAttribute('group'), el.hasAttribute('toc'), el.group, el.toc])).toEqual([
      false,
      false,
      'faqs',
      true,
    ]);
    await done();
  },
  ready('vue'),
);

await check(
  'vue: state updates the elements and unmounts them',
  async () => {
    const { all } = await faqCounts();
    const { page, done } = await open('vue');
    await page.locator('#group').selectOption('');
    await page.locator('#rename').click();
    const ids = ['#faq-attr', '#faq-prop', '#faq-plain'];
    for (const id of ids) await expectFaq(page.locator(id), { count: all, heading: 'Everything else' });
    await expectUnmountAndBack(page, ids, all);
    await done();
  },
  ready('vue'),
);

await check(
  'vue: v-on hears venue-login',
  async () => {
    const { page, done } = await open('vue');
    await logIn(page);
    await expect(page.locator('#login-by-v-on')).toHaveText(/^\d+$/);
    await done();
  },
  ready('vue'),
);

await check(
  'vue: venue-cart-change heard on the document',
  async () => {
    const { page, done } = await open('vue');
    await addTeeToCart(page);
    await done();
  },
  ready('vue'),
);

await nextChecks({
  check,
  expect,
  open,
  expectFaq,
  faqCounts,
  expectOneReact,
  dir: join(here, 'next'),
  server: nextServer,
  needs: [NEXT_BUILT],
});

for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
if (!keep) rmSync(tmp, { recursive: true, force: true });
// next build writes its output beside the app, its source maps naming this machine's paths: not left in the tree.
if (!keep) rmSync(join(here, 'next', '.next'), { recursive: true, force: true });

const counted = results.filter((r) => !r.given);
const failed = counted.filter((r) => !r.ok).length;
console.log(`${counted.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
