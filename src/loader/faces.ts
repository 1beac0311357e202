/**
 * Font faces looked up before the first content needs them. A page looks up each face its text
 * uses (family × size × weight) the first time it lays such text out: a family match and a
 * render-style query to the browser process, 2-15 ms each in a fresh renderer. The calendar's
 * first content uses three faces with the default theme (five when headings have a family of
 * their own), and their lookups were 16-41 ms of its first layout's 28-47, in the task that
 * most often went over 50 ms between the last byte and the first content (traced with
 * Chromium's `fonts` category).
 *
 * The faces are the `@faces` tag of an element's doc comment (elements/venue-*.ts):
 * `weight size[ heading]`, comma-separated, the size in em of the element's font size and
 * `heading` for the heading family (`h` in the loader's manifest); the build refuses any other form. The loader resolves them
 * against each element's theme (the `--venue-font-family`, `--venue-heading-font-family` and
 * `--venue-font-size` it inherits) and has a canvas measure one character in each face, once per
 * page and one face per task, while the element's code and data are on their way: canvas text
 * looks faces up in the same cache as layout does.
 * tests/e2e/faces.spec.ts holds each declaration to the faces the element's first view uses.
 */

/** The element's theme as its faces need it: families and font size as it inherits them. */
export interface FaceTheme {
  /** `--venue-font-family`, `--venue-heading-font-family` and `--venue-font-size` ('' when unset). */
  family: string;
  headingFamily: string;
  size: string;
  /** The element's inherited font size and the root's, in px (what em, % and rem refer to). */
  inherited: number;
  root: number;
}

/** The theme's own font family and size (styles/tokens.css), where the host has set none. */
export interface FaceDefaults {
  family: string;
  size: string;
}

/** The faces' CSS fonts (`600 16px system-ui, …`), or none when the theme's size is not plain. */
export function fontsOf(faces: readonly string[], theme: FaceTheme, defaults: FaceDefaults): string[] {
  const body = theme.family || defaults.family;
  const heading = theme.headingFamily || body;
  const base = pixels(theme.size || defaults.size, theme);
  if (!base) return [];
  return faces.map((face) => {
    const [weight, size, family] = face.split(' ');
    return `${weight} ${parseFloat(size) * base}px ${family === 'h' ? heading : body}`;
  });
}

/** A font size in px: px, rem, em or % (of the inherited size); otherwise (calc(), vw…) undefined. */
function pixels(size: string, { inherited, root }: FaceTheme): number | undefined {
  const [, digits, unit] = /^(\d*\.?\d+)(px|rem|em|%)$/.exec(size) ?? [];
  const value = Number(digits);
  if (!(value > 0)) return undefined;
  return unit === 'px' ? value : unit === 'rem' ? value * root : unit === '%' ? (value / 100) * inherited : value * inherited;
}

/** The theme an element inherits from the host page (a style recalculation: call it off the loader's task). */
export function themeOf(element: Element): FaceTheme {
  const style = getComputedStyle(element);
  const custom = (name: string) => style.getPropertyValue(name).trim();
  return {
    family: custom('--venue-font-family'),
    headingFamily: custom('--venue-heading-font-family'),
    size: custom('--venue-font-size'),
    inherited: parseFloat(style.fontSize),
    root: parseFloat(getComputedStyle(document.documentElement).fontSize),
  };
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
