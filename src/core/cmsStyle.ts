/**
 * The harmless part of a CMS text's `style` attribute (001 §2 core/html): text alignment, bold,
 * italic, underline, text and background colour. A strict Content-Security-Policy refuses style
 * attributes, so none is ever written: alignment and emphasis become classes (ui/cms.css), a
 * colour a `data-cms-color` / `data-cms-background` attribute that the same sheet reads with
 * `attr(… type(<color>))`, which needs no script; where a browser cannot read it, the sanitiser
 * sets the colour through the CSSOM (core/sanitize), which the policy allows.
 * Everything else in the attribute (sizes, fonts, positions, url(), var(), expression()) is dropped.
 */

export interface CmsStyle {
  /** Classes in the order their declarations came, each once. */
  classes: string[];
  color?: string;
  background?: string;
}

const ALIGN = new Set(['left', 'right', 'center', 'justify']);
/** Keywords that are not colours of their own. */
const NOT_A_COLOUR = new Set(['inherit', 'initial', 'unset', 'revert', 'currentcolor', 'none']);
const NUMBERS = String.raw`[\d.\s,%/+-]*`;
const FUNCTION = new RegExp(String.raw`^(rgba?|hsla?)\((${NUMBERS}(?:deg|turn|rad|grad)?${NUMBERS})\)$`);

/**
 * A colour as CSS writes it (hex, rgb()/rgba(), hsl()/hsla() of numbers, or a named colour),
 * lower case with its spaces tidied; undefined for anything else. Nothing it accepts can name a
 * resource, a variable or a script: no letters but the function's name and an angle's unit.
 */
export function safeColour(value: string): string | undefined {
  const text = value.trim().toLowerCase();
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(text)) return text;
  if (/^[a-z]{3,20}$/.test(text)) return NOT_A_COLOUR.has(text) ? undefined : text;
  const call = FUNCTION.exec(text);
  if (!call || !/\d/.test(call[2])) return undefined;
  const inside = call[2]
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/ ?, ?/g, ', ')
    .replace(/ ?\/ ?/g, ' / ');
  return `${call[1]}(${inside})`;
}

/** What of a style attribute's text is kept (see above); nothing of one with markup in it, an editor's never has. */
export function cmsStyle(style: string): CmsStyle {
  const classes = new Set<string>();
  const found: CmsStyle = { classes: [] };
  if (/[<>]/.test(style)) return found;
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/!\s*important\s*$/i, '')
      .trim()
      .toLowerCase();
    if (property === 'text-align' && ALIGN.has(value)) classes.add(`cms-align-${value}`);
    else if (property === 'font-weight' && /^(bold|bolder|[6-9]00)$/.test(value)) classes.add('cms-bold');
    else if (property === 'font-style' && /^(italic|oblique)$/.test(value)) classes.add('cms-italic');
    else if (/^text-decoration(-line)?$/.test(property) && value.split(/\s+/).includes('underline')) classes.add('cms-underline');
    else if (property === 'color') found.color = safeColour(value) ?? found.color;
    else if (property === 'background-color' || property === 'background') found.background = safeColour(value) ?? found.background;
  }
  found.classes = [...classes];
  return found;
}

/** The class attribute with the style's classes added after the text's own, each once. */
export function withClasses(own: string | null | undefined, added: readonly string[]): string {
  const list = (own ?? '').split(/\s+/).filter(Boolean);
  return [...list, ...added.filter((name) => !list.includes(name))].join(' ');
}
