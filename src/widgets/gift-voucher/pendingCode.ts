import { inBrowser } from '../../core/platform';
import { currentPath } from '../../core/navigation';

/** The code a visitor asked to redeem, and the page they asked on, kept in this tab while they log in. */
const KEY = 'venue-elements/voucher-code';

interface Kept {
  code: string;
  path: string;
}

/** When the tab's storage throws (a blocked frame), the code lives as long as the page does. */
let memory: Kept | null = null;

function tabStorage(): Storage | undefined {
  try {
    return inBrowser ? window.sessionStorage : undefined;
  } catch {
    return undefined;
  }
}

function read(): Kept | null {
  try {
    const stored = JSON.parse(tabStorage()?.getItem(KEY) ?? 'null') as Partial<Kept> | null;
    if (stored && typeof stored.code === 'string' && typeof stored.path === 'string') return { code: stored.code, path: stored.path };
  } catch {
    // unreadable or not ours: the memory copy, if any
  }
  return memory;
}

/**
 * Keeps a voucher code through the login, for this page: the login page may be another document
 * (a full page load), so it goes to sessionStorage, which lasts as long as the tab, is never
 * shared with another one, nor kept after it closes.
 */
export function keepVoucherCode(code: string): void {
  memory = { code, path: currentPath() };
  try {
    tabStorage()?.setItem(KEY, JSON.stringify(memory));
  } catch {
    // The memory copy serves a login that stays on this page (the site's own router).
  }
}

/**
 * The code kept on this page, or '' (read without forgetting it: a render may run twice). A
 * voucher element on another page (the login page's own, say) leaves it for the page it was
 * kept on, the one redirect_after_login returns to.
 */
export function keptVoucherCode(): string {
  const kept = read();
  return kept && kept.path === currentPath() ? kept.code : '';
}

/** Forgets the kept code once it is back in its field. */
export function forgetVoucherCode(): void {
  memory = null;
  try {
    tabStorage()?.removeItem(KEY);
  } catch {
    // as above
  }
}
