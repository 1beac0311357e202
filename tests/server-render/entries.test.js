// Every entry of the built package imported on a server, as a framework's server render or a Node
// script imports it: in Node with no DOM, each loads (by `import` and by `require`), has its
// exports, and defines nothing (no custom element, no global, no timer keeping the process up).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const repo = new URL('../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', repo), 'utf8'));
const elements = readdirSync(new URL('elements/', repo))
  .filter((f) => /^venue-[a-z-]+\.ts$/.test(f))
  .map((f) => f.slice('venue-'.length, -'.ts'.length));
// By the package's own name, resolved through its exports as an app's Node would.
const entries = [manifest.name, `${manifest.name}/server`, ...elements.map((name) => `${manifest.name}/${name}`)];

/** Loads every entry in a Node process of its own and reports what each exports and what it left behind. */
function loadAll(how) {
  const script = `
    const { createRequire } = await import('node:module');
    const require = createRequire(process.cwd() + '/package.json');
    const entries = ${JSON.stringify(entries)};
    const exported = {};
    for (const entry of entries) {
      const module = ${how === 'require' ? 'require(entry)' : 'await import(entry)'};
      exported[entry] = Object.keys(module).sort();
    }
    await (${how === 'require' ? 'require' : 'await import'}(entries[0])).defineAll();
    const left = ['window', 'document', 'customElements', 'HTMLElement', 'VenueElements'].filter((name) => name in globalThis);
    process.stdout.write(JSON.stringify({ exported, left }));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: repo,
    encoding: 'utf8',
    timeout: 50_000,
  });
  return JSON.parse(output);
}

describe('every entry of the package imports on a server with no DOM', () => {
  for (const how of ['import', 'require']) {
    it(`by ${how}: each entry loads with its exports, and nothing is defined`, () => {
      const { exported, left } = loadAll(how);
      expect(Object.keys(exported)).toEqual(entries);
      expect(exported[manifest.name]).toEqual(expect.arrayContaining(['configure', 'defineAll', 'getConfig', 'setLanguage']));
      expect(exported[`${manifest.name}/server`]).toEqual(expect.arrayContaining(['createHandler', 'renderPage']));
      for (const name of elements) {
        const constructor = `Venue${name.replace(/(^|-)([a-z])/g, (_m, _d, c) => c.toUpperCase())}`;
        expect(exported[`${manifest.name}/${name}`], name).toContain(constructor);
      }
      expect(left).toEqual([]);
    });
  }
});
