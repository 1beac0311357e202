/**
 * Guarded access to browser globals, so the core runs under vitest in Node and in
 * frames where storage or locks are unavailable (TanStack's focusManager does the same).
 * Whether there is a browser at all is core/platform's to say.
 */
import { inBrowser } from './platform';

export function now(): number {
  return Date.now();
}

/** Reads one cookie of the current document; undefined outside a browser. */
export function readCookie(name: string): string | undefined {
  if (!inBrowser) return undefined;
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return undefined;
}

/** The page's own origin, or '' outside a browser. */
export function pageOrigin(): string {
  return inBrowser ? window.location.origin : '';
}
