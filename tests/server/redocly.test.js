// contract/openapi.json passes Redocly CLI's lint (its recommended rules, as redocly.yaml sets them):
// no error and no warning, the pinned version, offline. A rule turned off, or a finding kept, says why.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CONFIG = join(ROOT, 'redocly.yaml');
const CONTRACT = 'contract/openapi.json';
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const run = promisify(execFile);

/**
 * `npx redocly <args>` from the repository's root with its installed CLI (`--no`: never one fetched
 * from the registry), sending nothing anywhere: no usage report, no check for a newer version.
 */
async function redocly(args) {
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
  try {
    const { stdout } = await run('npx', ['--no', '--', 'redocly', ...args], { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout };
  } catch (error) {
    if (typeof error.code !== 'number') throw error;
    return { code: error.code, stdout: error.stdout };
  }
}

/** `redocly lint` of a document with the repository's redocly.yaml, as its JSON report. */
async function lint(file) {
  const { code, stdout } = await redocly(['lint', file, '--config', CONFIG, '--format', 'json', '--max-problems', '1000']);
  return { code, report: JSON.parse(stdout) };
}

const listed = (problems) =>
  problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location?.[0]?.pointer}: ${p.message}`).join('\n') || 'none';

describe('Redocly CLI lint of contract/openapi.json', () => {
  it('is the version package.json pins, exactly', async () => {
    const pinned = pkg.devDependencies['@redocly/cli'];
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    const { stdout } = await redocly(['--version']);
    expect(stdout.trim()).toBe(pinned);
  });

  it('finds no error and no warning', async () => {
    const { code, report } = await lint(CONTRACT);
    expect(listed(report.problems)).toBe('none');
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(report.version).toBe(pkg.devDependencies['@redocly/cli']);
    expect(code).toBe(0);
  });

  describe('fails a contract that breaks a rule', () => {
    const dir = mkdtempSync(join(tmpdir(), 'venue-contract-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('an operation that does not say whether it needs the bearer token', async () => {
      const doc = JSON.parse(readFileSync(join(ROOT, CONTRACT), 'utf8'));
      delete doc.paths['/api/v1/cognito/user/authUser'].get.security;
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      const { code, report } = await lint(file);
      expect(code).not.toBe(0);
      const found = report.problems.filter((p) => p.ruleId === 'security-defined');
      expect(found.map((p) => [p.severity, p.location[0].pointer])).toEqual([['error', '#/paths/~1api~1v1~1cognito~1user~1authUser/get']]);
    });

    it('an operation without an error reply', async () => {
      const doc = JSON.parse(readFileSync(join(ROOT, CONTRACT), 'utf8'));
      const { responses } = doc.paths['/api/v1/cognito/domain/currentDomain'].get;
      for (const status of Object.keys(responses)) if (status.startsWith('4')) delete responses[status];
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      const { report } = await lint(file);
      const found = report.problems.filter((p) => p.ruleId === 'operation-4xx-response');
      expect(found.map((p) => p.location[0].pointer)).toEqual(['#/paths/~1api~1v1~1cognito~1domain~1currentDomain/get/responses']);
    });
  });
});

describe('what the lint leaves out says why', () => {
  /** The lines of a YAML file with, for each, whether a comment line stands right above it. */
  const lines = (file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .map((line, i, all) => ({ line, explained: i > 0 && /^\s*#\s*\S/.test(all[i - 1]) }));

  it('redocly.yaml: every rule turned off has its reason in a comment above it', () => {
    const off = lines('redocly.yaml').filter(({ line }) => /^\s+[\w/-]+:\s*off\s*$/.test(line));
    for (const { line, explained } of off) expect(explained, line).toBe(true);
  });

  it('.redocly.lint-ignore.yaml: every finding kept has its reason in a comment above it', () => {
    const kept = lines('.redocly.lint-ignore.yaml').filter(({ line }) => /^\s+- /.test(line));
    expect(kept.length).toBeGreaterThan(0);
    for (const { line, explained } of kept) expect(explained, line).toBe(true);
  });
});
