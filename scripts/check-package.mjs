// The npm package as a registry would receive it (`npm pack` of the built tree: run after the
// build), checked as its users' tools read it:
// - @arethetypeswrong/cli: every entry (`.`, `./server`, `./custom-elements.json` and each
//   element's `./<name>`) resolves to its types and JavaScript under node10, node16 (from
//   CommonJS and from ESM) and bundler resolution, with no problem of any kind;
// - publint: no error, warning or suggestion;
// - React is the app's: a peer dependency, never bundled into dist/npm.
// Prints what each tool printed; exits 1 on the first kind of problem found, after all ran.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const repo = resolve(fileURLToPath(new URL('..', import.meta.url)));
const bin = (name) => join(repo, 'node_modules', '.bin', name);
const tmp = mkdtempSync(join(tmpdir(), 'venue-package-'));
const failures = [];

function run(command, args, cwd = repo) {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, FORCE_COLOR: '0' } });
  return { ok: r.status === 0, output: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ?? ''}` };
}

try {
  const packed = run('npm', ['pack', '--json', '--pack-destination', tmp]);
  if (!packed.ok) throw new Error(`npm pack failed:\n${packed.output}`);
  const tarball = join(tmp, JSON.parse(packed.output.slice(packed.output.indexOf('[')))[0].filename);
  const unpacked = join(tmp, 'unpacked');
  mkdirSync(unpacked);
  const untar = run('tar', ['-xzf', tarball, '-C', unpacked]);
  if (!untar.ok) throw new Error(`tar could not unpack ${tarball}:\n${untar.output}`);
  const pkg = join(unpacked, 'package');
  const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));

  // Every element's subpath, from the files the tarball holds (the `./*` export's targets).
  const elements = readdirSync(join(pkg, 'dist/npm/elements'))
    .filter((f) => /^venue-[a-z-]+\.js$/.test(f))
    .map((f) => `./${f.slice('venue-'.length, -'.js'.length)}`);
  if (!elements.length) failures.push('the tarball holds no element entry (dist/npm/elements/venue-*.js)');
  const entrypoints = [...Object.keys(manifest.exports).filter((key) => !key.includes('*')), ...elements];

  console.log(`attw: ${entrypoints.length} entry points`);
  const attw = run(bin('attw'), [tarball, '--format', 'table-flipped', '--no-emoji', '--entrypoints', ...entrypoints]);
  console.log(attw.output.trimEnd());
  if (!attw.ok) failures.push('@arethetypeswrong/cli reported problems (above)');

  // The tarball's own files: what the registry gets, not what the working tree holds.
  const { messages } = await publint({ pack: { tarball: new Uint8Array(readFileSync(tarball)).buffer }, level: 'suggestion' });
  console.log(`publint: ${messages.length ? '' : 'all good'}`);
  for (const message of messages) console.log(`  ${message.type}: ${formatMessage(message, manifest)}`);
  if (messages.length) failures.push(`publint: ${messages.length} message(s) (above)`);

  // React is the app's: one copy, the host's, for the elements and the app (hooks fail across two).
  for (const name of ['react', 'react-dom']) {
    if (manifest.dependencies?.[name]) failures.push(`${name} is a dependency; it must be a peer dependency`);
    if (manifest.peerDependencies?.[name] !== '^19') failures.push(`${name} is not a peer dependency ^19`);
  }
  const bundled = run('grep', ['-rlE', '__CLIENT_INTERNALS_DO_NOT_USE|react\\.transitional\\.element', join(pkg, 'dist/npm')]);
  if (bundled.output.trim()) failures.push(`dist/npm bundles React's own code:\n${bundled.output.trim()}`);
} catch (error) {
  failures.push(String(error?.stack ?? error));
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

for (const failure of failures) console.log(`FAIL  ${failure}`);
console.log(failures.length ? 'the package has problems' : 'the package: no problems');
process.exit(failures.length ? 1 : 0);
