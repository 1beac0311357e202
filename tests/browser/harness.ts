import { build, transform, type Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

/** `.css` imports become their minified text, as scripts/css-text.mjs does for the real build. */
const cssText: Plugin = {
  name: 'css-text',
  setup(b) {
    b.onLoad({ filter: /\.css$/ }, async ({ path }) => {
      const { code } = await transform(await readFile(path, 'utf8'), { loader: 'css', minify: true });
      return { contents: `export default ${JSON.stringify(code.trim())};`, loader: 'js' };
    });
  },
};

const bundles = new Map<string, Promise<string>>();

/** Bundles a test entry (tsx) with React and the SDK sources into one classic script, once per run. */
export function bundle(entry: string, production = true): Promise<string> {
  const key = `${entry}:${production}`;
  let script = bundles.get(key);
  if (!script) {
    script = build({
      entryPoints: [join(here, 'fixtures', entry)],
      bundle: true,
      write: false,
      format: 'iife',
      target: 'es2021',
      jsx: 'automatic',
      tsconfig: join(root, 'tsconfig.json'),
      plugins: [cssText],
      logLevel: 'silent',
      define: {
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __VERSION__: JSON.stringify('test'),
        __API_PRODUCTION__: JSON.stringify('http://127.0.0.1:9'),
        __API_DEVELOPMENT__: JSON.stringify('http://127.0.0.1:9'),
      },
    }).then((result) => result.outputFiles[0].text);
    bundles.set(key, script);
  }
  return script;
}

/**
 * Loads a page whose body is `html` (test elements such as `<ui-test scene="dialog">`), then
 * the bundled entry, and collects console messages so a test can assert there were none.
 */
export async function mount(page: Page, html: string, entry = 'ui-entry.tsx'): Promise<{ console: string[] }> {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.setContent(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ui</title></head><body>${html}</body></html>`);
  await page.addScriptTag({ content: await bundle(entry) });
  return { console: messages };
}

/**
 * A fixture's module run on Node, as the server renderer runs the SDK: its sources bundled (React
 * left to Node's own, the development build), evaluated once per run.
 */
export async function onNode<T>(entry: string): Promise<T> {
  const result = await build({
    entryPoints: [join(here, 'fixtures', entry)],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    tsconfig: join(root, 'tsconfig.json'),
    plugins: [cssText],
    external: ['react', 'react-dom'],
    logLevel: 'silent',
    define: {
      'process.env.NODE_ENV': JSON.stringify('development'),
      __VERSION__: JSON.stringify('test'),
      __API_PRODUCTION__: JSON.stringify('http://127.0.0.1:9'),
      __API_DEVELOPMENT__: JSON.stringify('http://127.0.0.1:9'),
    },
  });
  const module = { exports: {} as T };
  // A CommonJS module's own wrapper: the bundle is code this run built, from the repository's sources.
  new Function('require', 'module', 'exports', result.outputFiles[0].text)(createRequire(import.meta.url), module, module.exports);
  return module.exports;
}
