/** Options of `playwright test` that take a value: their values are not test files. */
const WITH_VALUE = new Set([
  '-c',
  '--config',
  '--project',
  '--workers',
  '-j',
  '--grep',
  '-g',
  '--grep-invert',
  '--reporter',
  '--timeout',
  '--retries',
  '--output',
  '--shard',
  '--repeat-each',
  '--max-failures',
  '-x',
]);

/**
 * Whether this run includes the `strict` project: no --project, or one naming it, and no test
 * file named, or one of the strict suite's. A run of other projects or files starts no strict
 * back end.
 */
export function runsStrict(argv: readonly string[]): boolean {
  const at = argv.indexOf('test');
  const args = at >= 0 ? argv.slice(at + 1) : [];
  const projects: string[] = [];
  const files: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    const [name, inline] = arg.split('=', 2);
    if (name === '--project') projects.push(...(inline !== undefined ? [inline] : [args[(i += 1)]]));
    else if (WITH_VALUE.has(name) && inline === undefined) i += 1;
    else if (!arg.startsWith('-')) files.push(arg);
  }
  return (projects.length === 0 || projects.includes('strict')) && (files.length === 0 || files.some((f) => /strict-/.test(f)));
}
