import { spawn } from 'node:child_process';
import { chromium } from 'playwright';
import { chromePath, chromeArgs } from './scripts/chrome.mjs';
import { startTrace, longTaskParts, describeTask } from './tests/perf/trace.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
const kids = [];
function proc(...args) {
  const child = spawn(process.execPath, ['tests/perf/server-process.mjs', ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
  kids.push(child);
  return new Promise((resolve) => { let out = ''; child.stdout.on('data', (d) => { out += d; if (out.includes('\n')) resolve(out.split('\n')[0]); }); });
}
const data = mkdtempSync(tmpdir() + '/probe-');
const api = await proc('api', data);
const stat = await proc('static', process.cwd(), api, '300');
const browser = await chromium.launch({ executablePath: chromePath(), args: chromeArgs });
const profile = process.argv[2] || 'throttled';
const fixture = process.argv[3] || 'bench-calendar.html';
const ready = fixture.includes('full') ? `document.querySelector('.fc-list-event-title')` : `document.querySelector('venue-calendar')?.shadowRoot?.querySelector('[data-event-id], .event, li a, button[aria-haspopup]')`;
for (let i = 0; i < Number(process.argv[4] || 3); i++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  if (profile === 'throttled') {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 1.25e6, uploadThroughput: 1.25e6 });
  }
  await page.addInitScript({ content: `(() => { const tick = () => { if (${ready}) { window.__readyAt = performance.now(); } else requestAnimationFrame(tick); }; requestAnimationFrame(tick); })();` });
  const tr = await startTrace(browser, page);
  await page.goto(`${stat}/tests/browser/fixtures/${fixture}`);
  await page.waitForFunction(() => window.__readyAt, null, { timeout: 20000 }).catch(() => console.log('not ready'));
  await page.waitForTimeout(800);
  const fp = await page.evaluate(() => performance.getEntriesByName('first-paint')[0]?.startTime ?? 0);
  const readyAt = await page.evaluate(() => window.__readyAt);
  const res = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => `${Math.round(e.startTime)}-${Math.round(e.responseEnd)} ${e.name.replace(/^.*\//, '').slice(0, 30)}`));
  const tasks = await longTaskParts(browser, tr, { firstPaint: fp, longest: 3 });
  console.log(`--- run ${i} first paint ${Math.round(fp)} ready ${Math.round(readyAt)}`);
  console.log('   ', res.join(' | '));
  for (const t of tasks.filter((t) => t.start < readyAt + 50)) console.log('  ', describeTask(t).replace(/\n/g, '\n  '));
  await context.close();
}
await browser.close();
for (const k of kids) k.stdin.end();
setTimeout(() => { rmSync(data, { recursive: true, force: true }); process.exit(0); }, 1500);
