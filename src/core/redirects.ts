import { allowedApiOrigins, type VenueConfig } from './config';

/**
 * redirect_after_login accepts same-origin paths only (DESIGN: Security): a single leading
 * slash, no scheme, no protocol-relative `//host` or `/\host` (browsers treat `\` as `/`),
 * nothing that resolves to another origin. The check runs again on the normalised result:
 * `/.//evil.example` and `/%2e//evil.example` normalise to `//evil.example`, which the address
 * bar would read as another host.
 */
export function safeRedirectPath(value: unknown, origin = 'https://site.invalid'): string | undefined {
  if (typeof value !== 'string') return undefined;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || /[\u0000-\u001f]/.test(path)) return undefined;
  try {
    const url = new URL(path, origin);
    if (url.origin !== new URL(origin).origin) return undefined;
    const normalised = url.pathname + url.search + url.hash;
    return /^\/[/\\]/.test(normalised) ? undefined : normalised;
  } catch {
    return undefined;
  }
}

/** A token login's `b` base URL is honoured only when its origin is a configured API origin. */
export function acceptedBaseUrl(value: unknown, config?: VenueConfig): string | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password) return undefined;
  return allowedApiOrigins(config).includes(url.origin) ? url.origin + url.pathname.replace(/\/+$/, '') : undefined;
}

/** Payment pages: only http(s) addresses (the API returned them; DESIGN: Security). */
export function safePaymentUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
