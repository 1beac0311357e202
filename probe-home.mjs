import { spawn } from 'node:child_process';
import { chromium } from 'playwright';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { chromePath, chromeArgs } from './scripts/chrome.mjs';
import { siteServer } from './tests/perf/site.mjs';
import { openPhone, waitIdle } from './tests/perf/phone.mjs';
const kids = [];
function proc(...args) {
  const child = spawn(process.execPath, ['tests/perf/server-process.mjs', ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
  kids.push(child);
  return new Promise((resolve) => { let out = ''; child.stdout.on('data', (d) => { out += d; if (out.includes('\n')) resolve(out.split('\n')[0]); }); });
}
const names = JSON.parse(readFileSync('dist/manifest.json', 'utf8')).names;
const data = mkdtempSync(tmpdir() + '/probe-');
const api = await proc('api', data);
const stat = await proc('static', process.cwd(), api, '300');
const site = await siteServer(stat, api);
const browser = await chromium.launch({ executablePath: chromePath(), args: chromeArgs });
for (const path of (process.argv[2] || '/').split(',')) {
  await fetch(`${site.origin}/site${path}`).then((r) => r.text());
  const { context, page } = await openPhone(browser, { calibration: { multiplier: 1 } });
  await page.goto(`${site.origin}/site${path}`, { waitUntil: 'commit' });
  await waitIdle(page);
  const rows = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\.m?js(\?|$)/.test(e.name)).map((e) => [e.name.replace(/^.*\/dist\//, ''), e.encodedBodySize, Math.round(e.startTime)]));
  let sum = 0;
  console.log('==', path);
  for (const [f, b, t] of rows) { sum += b; console.log(String(b).padStart(7), String(t).padStart(6), names[f] ?? f); }
  console.log('total', sum);
  await context.close();
}
await browser.close(); await site.close();
for (const k of kids) k.stdin.end();
setTimeout(() => { rmSync(data, { recursive: true, force: true }); process.exit(0); }, 1500);
