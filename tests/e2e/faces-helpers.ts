import type { Locator } from '@playwright/test';

/**
 * The font faces the elements' visible text is set in, each as a canvas writes a font
 * (`600 16px Georgia, serif`; style, weight, size and family, as the loader looks faces up),
 * with a sample of text set in it.
 */
export async function facesUsed(elements: Locator): Promise<Map<string, string>> {
  const faces = await elements.evaluateAll((hosts) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const used: Record<string, string> = {};
    for (const host of hosts) {
      const walker = document.createTreeWalker(host.shadowRoot!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        if (!node.textContent!.trim() || !parent.checkVisibility()) continue;
        const style = getComputedStyle(parent);
        canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        used[canvas.font] ??= `"${node.textContent!.trim().slice(0, 24)}"`;
      }
    }
    return used;
  });
  return new Map(Object.entries(faces));
}
