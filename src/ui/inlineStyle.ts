import type { RefCallback, RefObject } from 'react';

/** A style property as the CSSOM names it: `backgroundColor` → `background-color`; custom properties as they are. */
const cssName = (name: string) => (name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));

/**
 * An element's inline style, set through the CSSOM as the element is attached: `ref={inlineStyle({ background })}`
 * instead of `style={…}`. A strict Content-Security-Policy (style-src without 'unsafe-inline')
 * refuses style attributes in HTML and allows the CSSOM, and a page rendered on a server has no
 * style attribute for hydration to differ from. `ref`, if given, is set to the element too.
 * Values are written as CSS takes them (`'12px'`, `0.5`).
 */
export function inlineStyle<T extends HTMLElement>(
  style: Readonly<Record<string, string | number | undefined>> | undefined,
  ref?: RefObject<T | null>,
): RefCallback<T> {
  return (el) => {
    if (ref) ref.current = el;
    const set = Object.entries(style ?? {}).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
    for (const [name, value] of set) el?.style.setProperty(cssName(name), String(value));
    return () => {
      if (ref) ref.current = null;
      for (const [name] of set) el?.style.removeProperty(cssName(name));
    };
  };
}
