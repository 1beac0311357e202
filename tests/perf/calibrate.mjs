// The same phone on every machine. Lighthouse slows the CPU by a multiplier of the machine it runs
// on, so a faster machine would measure a faster phone. Lighthouse's own calibration: its default
// 4× stands for a mid-tier phone on a high-end desktop whose `benchmarkIndex` is 1,500–2,000
// (Lighthouse's docs, "CPU throttling": multiplier = 4 × index / 1750 is the middle of that
// range). So every bench reads this machine's index (the median of a few Lighthouse runs on a
// tiny local page: it moves from run to run on a shared machine) and slows the CPU by
// 4 × benchmarkIndex / 1750: Lighthouse's simulation, and the DevTools protocol's
// Emulation.setCPUThrottlingRate for the interaction and long-task benches.
//
// CPU_SLOWDOWN=n uses n instead (no calibration runs); CALIBRATION_RUNS=n changes the number of
// runs (default 5). Each table prints `describe(calibration)`.
import { createServer } from 'node:http';
import { chromePath } from '../../scripts/chrome.mjs';

/** The index of Lighthouse's reference desktop for its default 4× (the middle of 1,500–2,000). */
export const REFERENCE_INDEX = 1750;
/** Lighthouse's default mobile CPU slowdown on that desktop. */
export const REFERENCE_SLOWDOWN = 4;

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2;
  return (sorted[Math.floor(mid)] + sorted[Math.ceil(mid)]) / 2;
};

/** The slowdown for a machine of this index, to 2 decimals, at least 1 (Chromium's lowest rate). */
export const slowdownFor = (benchmarkIndex) =>
  Math.max(1, Math.round(((REFERENCE_SLOWDOWN * benchmarkIndex) / REFERENCE_INDEX) * 100) / 100);

/** Lighthouse's benchmarkIndex of this machine, once per run: a tiny page on a local server. */
async function measureIndex(runs, log) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const server = createServer((req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html lang="en"><title>calibration</title><p>calibration</p>'),
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    const indices = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(`http://127.0.0.1:${server.address().port}/`, {
        port: chrome.port,
        logLevel: 'error',
        onlyAudits: ['viewport'],
      });
      indices.push(lhr.environment.benchmarkIndex);
      log?.(`calibration ${i + 1}/${runs}: benchmarkIndex ${lhr.environment.benchmarkIndex}`);
    }
    return indices;
  } finally {
    chrome.kill();
    await new Promise((resolve) => server.close(resolve));
  }
}

let calibrated;

/**
 * { multiplier, benchmarkIndex, indices, source }: the CPU slowdown every bench of this process
 * uses, measured once (source 'calibrated') or given by CPU_SLOWDOWN (source 'CPU_SLOWDOWN').
 */
export function calibrate({ log } = {}) {
  calibrated ??= (async () => {
    const given = Number(process.env.CPU_SLOWDOWN);
    if (process.env.CPU_SLOWDOWN) {
      if (!(given >= 1)) throw new Error(`CPU_SLOWDOWN=${process.env.CPU_SLOWDOWN}: a number of at least 1, please.`);
      return { multiplier: given, benchmarkIndex: undefined, indices: [], source: 'CPU_SLOWDOWN' };
    }
    const indices = await measureIndex(Number(process.env.CALIBRATION_RUNS) || 5, log);
    const benchmarkIndex = median(indices);
    return { multiplier: slowdownFor(benchmarkIndex), benchmarkIndex, indices, source: 'calibrated' };
  })();
  return calibrated;
}

/** The line each table prints: which slowdown, and from what. */
export function describe({ multiplier, benchmarkIndex, indices, source }) {
  if (source === 'CPU_SLOWDOWN') return `CPU slowdown ${multiplier}× (CPU_SLOWDOWN, given; this machine's benchmarkIndex not measured)`;
  const exact = (REFERENCE_SLOWDOWN * benchmarkIndex) / REFERENCE_INDEX;
  const phone =
    exact < 1
      ? ` is ${exact.toFixed(2)}, run at 1×: this machine is slower than the phone, its figures flatter nothing`
      : ': a mid-tier phone';
  return (
    `CPU slowdown ${multiplier}× (4 × benchmarkIndex ${Math.round(benchmarkIndex)} / ${REFERENCE_INDEX}${phone}; ` +
    `Lighthouse's benchmarkIndex of this machine, median of ${indices.map(Math.round).join(', ')})`
  );
}

/** Slows the page's CPU by the calibrated multiplier (DevTools protocol), as Lighthouse's devtools throttling does. */
export async function throttleCpu(context, page, { multiplier }) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
  return cdp;
}
