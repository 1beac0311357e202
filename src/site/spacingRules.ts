/**
 * A rendered page carries the rules of spacing.css that its boxes use, not the whole scale: 208
 * rules, about 1.4 KB of each document's gzip, of which a page uses a handful. A box the server wrote
 * finds its rules in the page's `<style>`; one the browser renders with other spacing (another
 * page of the site) adopts the whole sheet. Both sides read the sheet as the build writes it,
 * minified: `.decorated.pt-5{padding-top:20px}`, `.decorated[data-pt]{…}`.
 */

/** A spacing rule: its selector's class (`pt-5`) or attribute (`data-pt`), and its declarations. */
const RULE = /\.decorated(?:\.([\w-]+)|\[(data-\w+)\])\{[^}]*\}/g;

/** The selectors a box's spacing needs: one per scale class, one per attribute beyond the scale. */
function selectorsOf(className: string, attributes: Record<string, string>): string[] {
  return [
    ...className
      .split(' ')
      .filter((name) => /^[pm][trbl]-/.test(name))
      .map((name) => `.decorated.${name}{`),
    ...Object.keys(attributes).map((name) => `.decorated[${name}]{`),
  ];
}

/** spacing.css as a page carries it: the rules of the classes and attributes its HTML names. */
export function spacingUsedBy(sheet: string, html: string): string {
  const classes = new Set(html.match(/(?<= class=")[^"]*/g)?.flatMap((value) => value.split(' ')));
  return sheet.replace(RULE, (rule, name?: string, attribute?: string) =>
    (name ? classes.has(name) : html.includes(` ${attribute}="`)) ? rule : '',
  );
}

/** The text of the `<style>` sheets a server put in each shadow root, read once: those in effect (a policy may refuse them). */
const served = new WeakMap<ShadowRoot, string>();

/** Whether the server's sheets in this root have every rule a box's spacing needs. */
export function servesSpacing(root: ShadowRoot, className: string, attributes: Record<string, string>): boolean {
  let text = served.get(root);
  if (text === undefined) {
    text = Array.from(root.styleSheets, ({ ownerNode }) => ownerNode?.textContent ?? '').join('\n');
    served.set(root, text);
  }
  return selectorsOf(className, attributes).every((selector) => text.includes(selector));
}
