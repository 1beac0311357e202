import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core (WCAG 2.1 A and AA rules) on a part of the page, shadow roots included. */
export async function axeViolations(page: Page, selector: string) {
  // Once per document: a page checked part by part parses axe-core's 500 KB once.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (sel) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; help: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(
      { include: [[sel]] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } },
    );
    return result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  }, selector);
}
