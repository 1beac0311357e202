import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README and docs/ as a reader follows them: every link between the project's own files
 * leads to a file that is there, and every #anchor to a heading of that file, as GitHub names
 * headings. The README stays a ten-minute read.
 */
const root = join(import.meta.dirname, '../..');
const docs = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  'tests/fixtures/README.md',
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string) {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings (a repeated heading gets -1, -2, … as on GitHub). */
function anchors(file: string) {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, text] of withoutFences(readFileSync(join(root, file), 'utf8')).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = slug(text);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  return out;
}

/** The text without its fenced code blocks (a `# comment` in one is not a heading). */
const withoutFences = (markdown: string) => markdown.replace(/^\s*```[^]*?^\s*```/gm, '');

/** The text with code left out, fenced or inline: a link written as code is not one. */
const withoutCode = (markdown: string) => withoutFences(markdown).replace(/`[^`\n]*`/g, '');

/** The targets of a file's Markdown links and images that are not addresses elsewhere. */
function localLinks(file: string) {
  const text = withoutCode(readFileSync(join(root, file), 'utf8'));
  return [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]).filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

describe('the README and docs/', () => {
  it('finds the files it checks, with links among them', () => {
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'docs/elements.md', 'docs/deploying.md', 'docs/decisions.md']));
    expect(localLinks('README.md').length).toBeGreaterThan(10);
  });

  it.each(docs)('%s: every link to a file of the project leads to one, and every anchor to a heading', (file) => {
    const broken: string[] = [];
    for (const target of localLinks(file)) {
      const [path, anchor] = target.split('#');
      const resolved = path ? relative(root, join(root, dirname(file), decodeURIComponent(path))) : file;
      if (!existsSync(join(root, resolved))) {
        broken.push(`${target}: no ${resolved}`);
        continue;
      }
      if (anchor !== undefined && statSync(join(root, resolved)).isFile() && resolved.endsWith('.md') && !anchors(resolved).has(anchor)) {
        broken.push(`${target}: no heading #${anchor} in ${resolved}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the README is a ten-minute read: at most 250 lines, with the two commands', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
    expect(readme).toContain('`npm start`');
    expect(readme).toContain('`npm test`');
  });

  it('anchors are made as GitHub makes them', () => {
    expect(slug('Navigation inside `<venue-site>`')).toBe('navigation-inside-venue-site');
    expect(slug('Decisions where the product specification is silent')).toBe('decisions-where-the-product-specification-is-silent');
    expect(slug('How `npm run bench` measures')).toBe('how-npm-run-bench-measures');
  });
});
