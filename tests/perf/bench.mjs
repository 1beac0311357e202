// `npm run bench`: starts the reference back end and the static server, runs every
// tests/perf/*.bench.mjs in headless Chromium and prints one table. Numbers only: nothing
// here passes or fails on time (the machines are shared and noisy).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromeArgs, chromePath } from '../../scripts/chrome.mjs';
import { startStatic } from '../../scripts/serve.mjs';

const here = import.meta.dirname;
const dataDir = mkdtempSync(join(tmpdir(), 'venue-bench-'));
const { createApp } = await import('../../demo/server/app.js');
const api = await createApp({ port: 0, dataDir, quiet: true });
const pages = await startStatic({ vars: { API: api.url } });
const browser = await chromium.launch({ executablePath: chromePath(), args: chromeArgs });

const rows = [];
try {
  for (const file of readdirSync(here)
    .filter((f) => f.endsWith('.bench.mjs'))
    .sort()) {
    const { default: bench } = await import(join(here, file));
    rows.push(...(await bench({ apiUrl: api.url, pagesUrl: pages.url, browser })));
  }
} finally {
  await browser.close();
  await pages.close();
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const head = ['page', 'median ms', 'requests', 'JS KB gz'];
const table = rows.map((r) => [r.name, String(r.median_ms), String(r.requests), r.js_kb === undefined ? '' : String(r.js_kb)]);
const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
console.log(head.map((h, i) => h.padEnd(widths[i])).join('  '));
for (const r of table) console.log(r.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  '));
