// The project's own set-up: `npm run test:server` names a config that exists, package-lock.json
// holds every package npm ci needs (rollup's, esbuild's and sharp's platform packages included),
// and the bootstrap installs with npm ci from the lockfile, falling back to npm install.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureNodeModules } from '../../scripts/bootstrap.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));

describe('package.json', () => {
  it('test:server runs vitest with the back-end config that exists', () => {
    const m = /--config\s+(\S+)/.exec(pkg.scripts['test:server']);
    expect(m, pkg.scripts['test:server']).not.toBeNull();
    expect(existsSync(join(ROOT, m[1])), m[1]).toBe(true);
    expect(m[1]).toBe('tests/server/vitest.config.mjs');
  });
});

describe('package-lock.json', () => {
  const packages = lock.packages;

  /** The lock entry a dependency of `from` resolves to, walking up node_modules as Node does. */
  const resolveIn = (from, name) => {
    let base = from;
    for (;;) {
      const key = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
      if (packages[key]) return key;
      if (!base) return undefined;
      const at = base.lastIndexOf('/node_modules/');
      base = at < 0 ? '' : base.slice(0, at);
    }
  };

  it('locks every dependency of package.json at the version package.json names', () => {
    const root = packages[''];
    for (const field of ['dependencies', 'devDependencies']) {
      expect(root[field]).toEqual(pkg[field]);
      for (const [name, range] of Object.entries(pkg[field])) {
        const entry = packages[`node_modules/${name}`];
        expect(entry, name).toBeDefined();
        if (/^\d+\.\d+\.\d+$/.test(range)) expect(entry.version, name).toBe(range);
      }
    }
  });

  it('holds an entry for every dependency and optional dependency (what npm ci checks)', () => {
    const missing = [];
    for (const [key, entry] of Object.entries(packages)) {
      if (key === '' || entry.link) continue;
      for (const field of ['dependencies', 'optionalDependencies']) {
        for (const name of Object.keys(entry[field] ?? {})) {
          if (!resolveIn(key, name)) missing.push(`${name} (for ${key})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("holds rollup's, esbuild's and sharp's packages for Linux (glibc and musl), macOS and Windows", () => {
    const platform = (entry) => `${entry.os?.join('|')}/${entry.cpu?.join('|')}/${entry.libc?.join('|') ?? ''}`;
    const want = ['linux/x64/glibc', 'linux/x64/musl', 'darwin/arm64/', 'darwin/x64/', 'win32/x64/'];
    for (const [tool, prefix] of [
      ['rollup', 'node_modules/@rollup/rollup-'],
      ['esbuild', 'node_modules/@esbuild/'],
      ['sharp', 'node_modules/@img/sharp-'],
    ]) {
      const version = packages[`node_modules/${tool}`].version;
      const natives = Object.entries(packages).filter(([key, e]) => key.startsWith(prefix) && e.os && !key.includes('libvips'));
      const found = natives.map(([, e]) => platform(e));
      // esbuild's Linux packages name no libc: one serves both
      const have = (p) => found.includes(p) || (tool === 'esbuild' && found.includes(p.replace(/(glibc|musl)$/, '')));
      for (const p of want) expect(have(p), `${tool} for ${p}`).toBe(true);
      for (const [key, e] of natives) {
        expect(e.optional, key).toBe(true);
        if (tool !== 'sharp') expect(e.version, key).toBe(version);
      }
    }
  });
});

describe('bootstrap: installing the npm dependencies', () => {
  let dir;
  let calls;
  let said;
  const log = { log: (m) => said.push(['log', m]), warn: (m) => said.push(['warn', m]), error: (m) => said.push(['error', m]) };
  /** A runner that records the commands and answers with the given exit codes in turn. */
  const runner =
    (...codes) =>
    (command, args, options) => {
      calls.push([command, ...args].join(' '));
      expect(options.cwd).toBe(dir);
      return codes.shift() ?? 0;
    };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'venue-bootstrap-'));
    calls = [];
    said = [];
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('uses npm ci when package-lock.json is there', () => {
    writeFileSync(join(dir, 'package-lock.json'), '{}');
    ensureNodeModules({ dir, runner: runner(0), log });
    expect(calls).toEqual(['npm ci --no-audit --no-fund']);
    expect(said.some(([, m]) => m.includes('npm ci'))).toBe(true);
  });

  it('falls back to npm install when npm ci fails, and says so', () => {
    writeFileSync(join(dir, 'package-lock.json'), '{}');
    ensureNodeModules({ dir, runner: runner(1, 0), log });
    expect(calls).toEqual(['npm ci --no-audit --no-fund', 'npm install --no-audit --no-fund']);
    expect(said).toContainEqual(['warn', expect.stringMatching(/npm ci failed.*falling back to npm install/)]);
  });

  it('uses npm install without a lockfile, and does nothing when node_modules is installed', () => {
    ensureNodeModules({ dir, runner: runner(0), log });
    expect(calls).toEqual(['npm install --no-audit --no-fund']);
    calls = [];
    mkdirSync(join(dir, 'node_modules'));
    writeFileSync(join(dir, 'node_modules', '.package-lock.json'), '{}');
    writeFileSync(join(dir, 'package-lock.json'), '{}');
    ensureNodeModules({ dir, runner: runner(0), log });
    expect(calls).toEqual([]);
  });
});
