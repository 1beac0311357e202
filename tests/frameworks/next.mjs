// The Next.js host (tests/frameworks/next) for run.mjs: `next build`, then `next start` on a free
// port, its output kept to show when a check fails. The App Router renders the client component
// that imports the elements on the server too, so a build and a page served without an error
// show that every entry imports where there is no DOM.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** Next's own variables for the host: no telemetry, no prompt, a production build. */
export const nextEnv = (env) => ({ ...env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', CI: '1' });

/** The `next` command of the app in `dir`. */
export const nextBin = (dir) => join(dir, 'node_modules', '.bin', 'next');

/** The version of the react-dom that Next bundles for the App Router (its file says; no package.json does). */
function bundledReactDom(dir) {
  const file = join(dir, 'node_modules', 'next', 'dist', 'compiled', 'react-dom', 'cjs', 'react-dom.production.js');
  return /exports\.version = "([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1];
}

/** A port no one listens on now (next start takes a port, not 0). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `next start` in `dir`, resolved once it answers. Returns its address, what it printed so far
 * (`output()`) and `close()`, which ends the process it started, and only that one.
 */
export async function startNext(dir, env, { timeout = 60_000 } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(nextBin(dir), ['start', '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, env: nextEnv(env) });
  let printed = '';
  child.stdout.on('data', (chunk) => (printed += chunk));
  child.stderr.on('data', (chunk) => (printed += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + timeout;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${printed}`);
    try {
      await fetch(url, { method: 'HEAD' });
      return { url, close, output: () => printed };
    } catch {
      if (Date.now() > deadline) {
        await close();
        throw new Error(`next start did not answer on ${url} within ${timeout / 1000} s:\n${printed}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** The Next.js app's checks, once `next start` serves its build (`server`), with run.mjs's helpers. */
export async function nextChecks({ check, expect, open, expectFaq, faqCounts, expectOneReact, dir, server, needs }) {
  await check(
    'next: next start serves the page, the elements in its HTML, with no error',
    async () => {
      const response = await fetch(`${server.url}/`);
      expect(response.status).toBe(200);
      const html = await response.text();
      for (const part of ['<h1>Next.js host</h1>', '<venue-faq id="faq"', '<venue-calendar id="calendar"']) expect(html).toContain(part);
      expect(server.output()).not.toMatch(/error|warn/i);
    },
    needs,
  );

  await check(
    "next: in Chromium the FAQ and the calendar come alive, with the app's one React",
    async () => {
      const { faqs } = await faqCounts();
      const { page, done } = await open('next');
      await expectFaq(page.locator('#faq'), { count: faqs, heading: 'Before your first track day' });
      await expect(page.locator('#calendar [part=day]').first()).toBeVisible();
      await expect(page.locator('#calendar [part=legend]')).toBeVisible();
      // The App Router renders with the React that Next bundles, and so do the elements.
      await expectOneReact(page, bundledReactDom(dir));
      expect(server.output()).not.toMatch(/error|warn/i);
      await done();
    },
    needs,
  );
}
