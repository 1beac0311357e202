// Shared by the benchmarks: loads a page in a fresh context (cold cache) several times and
// returns the median time from the loader script's request to `visible()` becoming true,
// the request count and the JS transferred (gzip, as served compressed by a CDN).
import { gzipSync } from 'node:zlib';

export async function measure(browser, url, visible, { runs = 7, scriptPattern = /venue-elements\.js/, setup } = {}) {
  const times = [];
  let requests = 0;
  let jsBytes = 0;
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    await setup?.(context);
    const page = await context.newPage();
    let count = 0;
    let js = 0;
    page.on('request', () => count++);
    const bodies = [];
    page.on('response', (response) => {
      if (/javascript/.test(response.headers()['content-type'] ?? '')) {
        bodies.push(
          response.body().then(
            (body) => (js += gzipSync(body).length),
            () => undefined,
          ),
        );
      }
    });
    await page.goto(url);
    await page.waitForFunction(visible, undefined, { polling: 'raf', timeout: 30_000 });
    const ms = await page.evaluate((pattern) => {
      const entry = performance.getEntriesByType('resource').find((e) => new RegExp(pattern).test(e.name));
      return window.__visibleAt - (entry ? entry.startTime : 0);
    }, scriptPattern.source);
    await page.waitForTimeout(300); // let late requests show up in the count
    await Promise.all(bodies);
    times.push(ms);
    requests = count;
    jsBytes = js;
    await context.close();
  }
  times.sort((a, b) => a - b);
  return { median_ms: Math.round(times[Math.floor(times.length / 2)]), requests, js_kb: Math.round(jsBytes / 100) / 10 };
}
