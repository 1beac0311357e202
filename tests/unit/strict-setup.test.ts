import { describe, expect, it } from 'vitest';
import { runsStrict } from '../strict-run';

const run = (...args: string[]) => runsStrict(['node', 'playwright', 'test', '-c', 'tests/playwright.config.ts', ...args]);

describe('the strict back ends start only when the strict project runs', () => {
  it('a run of every project, or of the strict one, or of a strict test file starts them', () => {
    expect(run()).toBe(true);
    expect(run('--project=strict')).toBe(true);
    expect(run('--project', 'strict', '--workers=1')).toBe(true);
    expect(run('tests/e2e/strict-calendar.spec.ts', '--workers', '1')).toBe(true);
  });

  it('a run of other projects or other test files does not', () => {
    expect(run('--project=browser')).toBe(false);
    expect(run('--project', 'e2e')).toBe(false);
    expect(run('tests/e2e/calendar.spec.ts', '--workers=1')).toBe(false);
    expect(run('--project=strict', 'tests/e2e/calendar.spec.ts')).toBe(false);
  });
});
