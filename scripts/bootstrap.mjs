// Set-up shared by `npm start` and `npm test`, with Node built-ins only: installs the npm
// dependencies when node_modules is missing (npm ci from the lockfile), and Debian packages
// (Chromium, PostgreSQL) when asked and absent. Says what it does.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  return result.status ?? 1;
}

/**
 * Installs the npm dependencies when node_modules is missing: `npm ci` (exactly the lockfile's
 * versions) when package-lock.json is there, else `npm install`. Should npm ci refuse (a registry
 * mirror may lack a platform's optional package, which npm reports as a lockfile out of sync), it
 * says so and falls back to `npm install`. `dir`, `runner` and `log` are for the tests.
 */
export function ensureNodeModules({ dir = root, runner = run, log = console } = {}) {
  if (existsSync(join(dir, 'node_modules', '.package-lock.json'))) return;
  const npm = (args) => runner('npm', [...args, '--no-audit', '--no-fund'], { cwd: dir });
  if (existsSync(join(dir, 'package-lock.json'))) {
    log.log('venue-elements: node_modules is missing, installing the locked dependencies (npm ci)…');
    if (npm(['ci']) === 0) return;
    log.warn('venue-elements: npm ci failed (see above); falling back to npm install, which may update package-lock.json.');
  } else {
    log.log('venue-elements: node_modules is missing, installing the dependencies (npm install)…');
  }
  if (npm(['install']) !== 0) {
    log.error('venue-elements: npm install failed; see the output above.');
    process.exit(1);
  }
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function aptInstall(packages, why) {
  console.log(`venue-elements: installing ${packages.join(', ')} from Debian (${why})…`);
  const sudo = isRoot ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const cmd = (args) => (sudo.length ? run('sudo', args, { env }) : run(args[0], args.slice(1), { env }));
  if (cmd(['apt-get', 'update', '-qq']) !== 0 || cmd(['apt-get', 'install', '-y', '-qq', ...packages]) !== 0) {
    console.error(`venue-elements: could not install ${packages.join(', ')}; ${why} will not run.`);
    return false;
  }
  return true;
}

/**
 * Debian's Chromium for the benches and Lighthouse (the browser visitors run; CHROME_PATH names
 * another), and its headless shell for the test suites (scripts/chrome.mjs): without the shell
 * they run on the full browser, slower. The shell is asked of apt only where there is one.
 */
export function ensureChromium() {
  const missing = [];
  if (!(process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) && !existsSync('/usr/bin/chromium')) missing.push('chromium');
  if (!process.env.TEST_CHROME_PATH && !existsSync('/usr/bin/chromium-headless-shell') && existsSync('/usr/bin/apt-get'))
    missing.push('chromium-headless-shell');
  if (missing.length) aptInstall(missing, 'the browser and e2e tests, the benches');
}

/** Java 17 or newer, for the Nu Html Checker (vnu-jar) the server-rendering suite runs. */
export function ensureJava() {
  const version = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const major = Number(/version "(\d+)/.exec(`${version.stderr ?? ''}${version.stdout ?? ''}`)?.[1] ?? 0);
  if (major >= 17) return;
  aptInstall(['openjdk-17-jre-headless'], 'the Nu Html Checker on the prerendered pages');
}

export function ensurePostgres() {
  if (process.env.SKIP_POSTGRES) return;
  const found = ['13', '14', '15', '16', '17'].some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
  if (!found) aptInstall(['postgresql'], 'the back end test on a real PostgreSQL');
}

/** Makes the seeded PGlite cluster new data folders are copied from (a one-off of a few seconds a day). */
export async function ensureDatabaseTemplate() {
  const { prepareTemplate } = await import('../demo/server/db.js');
  await prepareTemplate();
}
