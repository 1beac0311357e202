/**
 * Font faces looked up before the first content needs them. A page looks up each face its text
 * uses (family × size × weight) the first time it lays such text out: a family match and a
 * render-style query to the browser process, 2-15 ms each in a fresh renderer. The calendar's
 * first content needs four (three with the default theme), and their lookups were most of its
 * first layout (30-50 ms of it), inside a task over 50 ms between the last byte and the first
 * content (traced with Chromium's `fonts` category).
 *
 * The faces are the `@faces` tag of an element's doc comment (elements/venue-*.ts):
 * `weight size[ heading]`, comma-separated, the size in em of the element's font size and
 * `heading` for the heading family. The loader resolves them against the element's theme (the
 * `--venue-font-family`, `--venue-heading-font-family` and `--venue-font-size` it inherits) and
 * has a canvas measure one character in each, one face per task, while the element's code and
 * data are on their way: canvas text looks faces up in the same cache as layout does.
 * tests/e2e/faces.spec.ts holds each declaration to the faces the element's first view uses.
 */

/** The faces' CSS fonts (`600 16px system-ui, …`) for an element, or none when its size is not plain. */
export function facesOf(el: Element, faces: readonly string[], defaultFamily: string): string[] {
  const style = getComputedStyle(el);
  const custom = (name: string) => style.getPropertyValue(name).trim();
  const body = custom('--venue-font-family') || defaultFamily;
  const heading = custom('--venue-heading-font-family') || body;
  const base = pixels(custom('--venue-font-size') || '16px', parseFloat(style.fontSize));
  if (!base) return [];
  return faces.map((face) => {
    const [weight, size, family] = face.split(' ');
    return `${weight} ${parseFloat(size) * base}px ${family === 'heading' ? heading : body}`;
  });
}

/** A font size in px: px, rem, em or % (of the element's inherited size); otherwise undefined. */
function pixels(size: string, inherited: number): number | undefined {
  const n = parseFloat(size);
  if (!(n > 0)) return undefined;
  if (size.endsWith('rem')) return n * parseFloat(getComputedStyle(document.documentElement).fontSize);
  if (size.endsWith('px')) return n;
  if (size.endsWith('em')) return n * inherited;
  if (size.endsWith('%')) return (n / 100) * inherited;
  return undefined;
}

const asked = new Set<string>();
let context: CanvasRenderingContext2D | null | undefined;

/** Looks each font up once per page, each in a task of its own (none holds the page for long). */
export function lookUp(fonts: readonly string[]) {
  for (const font of fonts) {
    if (asked.has(font)) continue;
    asked.add(font);
    setTimeout(() => {
      context ??= document.createElement('canvas').getContext('2d');
      if (!context) return;
      context.font = font;
      context.measureText('x');
    });
  }
}
