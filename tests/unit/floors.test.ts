import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The house's floors as docs/contributing.md draws them: a module imports from its own floor or
 * the ones below, never above, and no two modules import each other's values round a circle.
 */
const FLOORS = [
  ['core', 'locales', 'styles'],
  ['api'],
  ['hooks'],
  ['ui'],
  ['widgets', 'screens'],
  ['site'],
  ['element', 'kit.ts'],
  ['loader', 'server'],
];
const src = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const floorOf = (file: string) => {
  const top = relative(src, file).split('/')[0];
  return FLOORS.findIndex((floor) => floor.includes(top));
};

function filesIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesIn(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The modules a file imports in src: [file, type only]. Dynamic imports count as values. */
function importsOf(file: string): [string, boolean][] {
  const text = readFileSync(file, 'utf8');
  const found: [string, boolean][] = [];
  for (const [, typeOnly, spec] of text.matchAll(/^(?:import|export)\s+(type\s+)?[^'";]*?from\s+'(\.[^']+)'/gm))
    found.push([spec, Boolean(typeOnly)]);
  for (const [, spec] of text.matchAll(/import\('(\.[^']+)'\)/g)) found.push([spec, false]);
  return found.flatMap(([spec, typeOnly]) => {
    const base = resolve(dirname(file), spec);
    const target = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((p) => {
      try {
        return statSync(p).isFile();
      } catch {
        return false;
      }
    });
    return target && target.startsWith(src) && /\.tsx?$/.test(target) ? [[target, typeOnly] as [string, boolean]] : [];
  });
}

const files = filesIn(src);

describe('the floors of the house', () => {
  it('every folder of src has a floor', () => {
    expect(files.filter((file) => floorOf(file) < 0).map((file) => relative(src, file))).toEqual([]);
  });

  it('no module imports from a floor above its own', () => {
    const upward = files.flatMap((file) =>
      importsOf(file)
        .filter(([target]) => floorOf(target) > floorOf(file))
        .map(([target]) => `${relative(src, file)} → ${relative(src, target)}`),
    );
    expect(upward).toEqual([]);
  });

  it('no modules import values from each other round a circle', () => {
    const graph = new Map(
      files.map((file) => [
        file,
        importsOf(file)
          .filter(([, typeOnly]) => !typeOnly)
          .map(([target]) => target),
      ]),
    );
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...path.slice(path.indexOf(file)), file].map((f) => relative(src, f)).join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
