/**
 * The address bar, as the site's router owns it (components navigate through the host context
 * and never touch it). Path routing writes `{base}/path`, hash routing `#/path`.
 */
import { hrefFor, pathFromLocation, type AddressOptions } from './router';
import { goToPath } from '../core/navigation';

export function readPath(options: AddressOptions): string {
  return pathFromLocation(window.location, options);
}

export function writePath(path: string, options: AddressOptions, replace = false): void {
  const href = hrefFor(path, options);
  const url = options.mode === 'hash' ? window.location.pathname + window.location.search + href : href;
  if (replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
}

/** Back and forward (and a typed hash in hash routing). */
export function onAddressChange(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener('hashchange', listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener('hashchange', listener);
  };
}

/** 000 §2: every navigation starts at the top of the page. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

/** A full load of a site path (after an update is applied, the new code serves it). */
export function reloadAt(path: string, options: AddressOptions): void {
  const href = hrefFor(path, options);
  goToPath(options.mode === 'hash' ? window.location.pathname + window.location.search + href : href);
}

export function reload(): void {
  window.location.reload();
}
