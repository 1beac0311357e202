// Every prerendered page passes the Nu Html Checker (vnu.jar, on the machine's Java 17 or newer):
// the whole sitemap and 404.html, rendered from the reference back end as the demo serves it and
// from the strict one that gives only the contract's fields, checked in one run of the checker.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../server/helpers.js';
import { server, SITE_URL } from './helpers.js';

const cli = fileURLToPath(new URL('../../dist/server/cli.js', import.meta.url));
const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const LONG = 240_000;

/**
 * A page whose shadow root skips a heading level: the checker must report it, or it is not
 * reading the declared shadow roots where the site's headings are, and a clean run means nothing.
 */
const CONTROL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Control</title></head>
<body><venue-site><template shadowrootmode="open"><h1>Page</h1><h3>Skipped a level</h3></template></venue-site></body></html>`;

let out;

/** Fails, saying what is missing, unless `java` is Java 17 or newer (the checker's own minimum). */
function requireJava() {
  const run = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (run.error) throw new Error(`The Nu Html Checker needs Java 17 or newer as \`java\` on the PATH (${run.error.message}).`);
  const major = Number(/version "(\d+)/.exec(run.stderr)?.[1]);
  if (!(major >= 17)) throw new Error(`The Nu Html Checker needs Java 17 or newer; \`java -version\` says:\n${run.stderr}`);
}

/** Runs a command to its end: its exit code and what it printed. */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Prerenders the site from a back end into `dir`; resolves with that back end's sitemap. */
async function prerender(options, dir) {
  const api = await startServer(options);
  try {
    const { code, stdout, stderr } = await run(process.execPath, [
      cli,
      'prerender',
      '--api',
      api.url,
      '--out',
      dir,
      '--base',
      '/site',
      '--site-url',
      SITE_URL,
    ]);
    if (code !== 0) throw new Error(`prerender exited ${code}:\n${stdout}${stderr}`);
    const { sitemap } = await (await fetch(`${api.url}/api/v1/cognito/domain/initialData`)).json();
    return sitemap;
  } finally {
    await api.stop();
  }
}

/** Every HTML file under `dir`. */
const htmlFiles = (dir) =>
  readdirSync(dir, { recursive: true })
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(dir, name));

beforeAll(async () => {
  await server();
  out = mkdtempSync(join(tmpdir(), 'venue-vnu-'));
});
afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('the prerendered site and the Nu Html Checker', () => {
  it(
    'finds no error on any page',
    async () => {
      requireJava();
      const sitemaps = {
        demo: await prerender({}, join(out, 'demo')),
        strict: await prerender({ strict: true }, join(out, 'strict')),
      };
      writeFileSync(join(out, 'control.html'), CONTROL);
      const files = htmlFiles(out);
      // Each sitemap page, 404.html and raw_code's frame document, from both back ends, and the control page.
      expect(files).toHaveLength(sitemaps.demo.length + 2 + sitemaps.strict.length + 2 + 1);
      expect(sitemaps.demo.length).toBeGreaterThan(30);

      const { code, stdout, stderr } = await run('java', ['-jar', jar, '--errors-only', '--format', 'json', '--stdout', ...files]);
      let report;
      try {
        report = JSON.parse(stdout);
      } catch {
        throw new Error(`The checker exited ${code} without its report:\n${stdout}${stderr}`);
      }
      const where = (message) => relative(out, fileURLToPath(message.url ?? 'file:/'));
      const control = report.messages.filter((m) => where(m) === 'control.html');
      expect(control.map((m) => [m.type, m.message])).toEqual([
        ['error', 'The heading “h3” (with computed level 3) follows the heading “h1” (with computed level 1), skipping 1 heading level.'],
      ]);
      const found = report.messages
        .filter((m) => where(m) !== 'control.html')
        .map((m) => `${where(m)}:${m.lastLine}.${m.firstColumn ?? m.lastColumn} ${m.type}: ${m.message} «${m.extract ?? ''}»`);
      expect(found).toEqual([]);
    },
    LONG,
  );
});
