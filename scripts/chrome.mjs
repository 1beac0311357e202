// Where Chromium is. The benches run the browser visitors run (CHROME_PATH, then Debian's
// /usr/bin/chromium, then Playwright's own); the test suites prefer Chromium's headless shell
// (TEST_CHROME_PATH, then Debian's chromium-headless-shell): the same Blink and V8 without the
// desktop browser around them, which took the browser suite from 848 s to 466 s on 2 cores.
import { existsSync } from 'node:fs';

const firstFound = (candidates) => candidates.find((candidate) => candidate && existsSync(candidate));

/** The full browser, for what is measured: Lighthouse, the benches. */
export function chromePath() {
  return firstFound([process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']); // else Playwright's own
}

/** The browser the test suites drive: TEST_CHROME_PATH when set, else the headless shell, else the full browser. */
export function testChromePath() {
  return firstFound([process.env.TEST_CHROME_PATH, '/usr/bin/chromium-headless-shell']) ?? chromePath();
}

/** Flags for a headless Chromium on a closed network, as root. */
export const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Flags for the browser the test suites drive: the compositor in the browser's own process, one
 * process fewer a browser. Interleaved runs of the browser suite on 2 cores: 104–116 s against
 * 110–123 s with a GPU process of its own. The benches keep the process as visitors' browsers do.
 */
export const testChromeArgs = [...chromeArgs, '--in-process-gpu'];
