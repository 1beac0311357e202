/**
 * The headers a careful operator sends with each rendered page: a Content-Security-Policy the
 * pages satisfy without 'unsafe-inline' (docs/deploying.md lists what it allows and why),
 * `X-Content-Type-Options: nosniff` and `Referrer-Policy: strict-origin-when-cross-origin`.
 * Each can be changed or turned off (HandlerOptions.headers).
 */
import { EMBED_ORIGINS } from '../core/cmsEmbeds';
import type { CaptchaProvider } from '../core/config';

export interface SecurityHeaderOptions {
  /** The page's Content-Security-Policy: a policy of your own, or false for none. Default: `contentSecurityPolicy()`. */
  contentSecurityPolicy?: string | false;
  /** `X-Content-Type-Options: nosniff` unless false. */
  contentTypeOptions?: false;
  /** The Referrer-Policy (default `strict-origin-when-cross-origin`), or false for none. */
  referrerPolicy?: string | false;
}

/** What a policy allows besides the page's own origin. */
export interface PolicySources {
  /** The venue's API: its calls, its pictures (001 §9) and its video files. */
  api: string;
  /** Where the SDK's files are (`/dist/` on the same host, or a CDN's address). */
  assets: string;
  /** The host page's own stylesheets. */
  stylesheets?: readonly string[];
  /** The hashes (`'sha256-…'`) of the page's own `<style>` elements (server/page's inlineStyles). */
  styleHashes?: readonly string[];
  /** The trackers the site's domain settings name (core/analytics), and Matomo's address. */
  trackers?: readonly string[];
  matomo?: string;
  /** raw_code's frame document (server/rawFrame): a path on the page's own host, or an address. */
  rawFrame?: string;
  /** The captcha service of forms with use_captcha, when a site key is configured (core/captcha). */
  captcha?: CaptchaProvider;
  /** Where error and trace reports are posted (000 §7). */
  errorReportUrl?: string;
  /** Further API origins a token login's `b` may name (000 §2): called, and their pictures and videos shown, as the API's. */
  apiOrigins?: readonly string[];
}

/**
 * Each captcha service's origins, as its own documentation lists them for a Content-Security-Policy:
 * its script and the frames it draws the challenge in (hCaptcha also its styles and calls).
 */
const CAPTCHAS: Record<CaptchaProvider, { script: string[]; frame: string[]; style?: string[]; connect?: string[] }> = {
  recaptcha: {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  },
  turnstile: { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'] },
  hcaptcha: {
    script: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    frame: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    style: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    connect: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
};

const GOOGLE = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
};
/** Each tracker's origins (docs/deploying.md, Analytics). */
const TRACKERS: Record<string, { script?: string[]; connect?: string[]; img?: string[] }> = {
  google_analytics_key: {
    ...GOOGLE,
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
  },
  google_tag_manager: { script: GOOGLE.script, img: ['https://www.googletagmanager.com'] },
  facebook_pixel: { script: ['https://connect.facebook.net'], connect: ['https://www.facebook.com'], img: ['https://www.facebook.com'] },
};

/**
 * The frames pages show, and only those: `<venue-map>`'s map, videos on `platform` youtube, and
 * the YouTube, Vimeo and Google Maps embeds CMS text keeps (core/cmsEmbeds).
 */
const FRAMES = [...new Set(['https://maps.google.com', ...EMBED_ORIGINS])];

/** An absolute address's origin; nothing for a path on the page's own host. */
const originOf = (address: string | undefined) => (address && /^https?:\/\//i.test(address) ? new URL(address).origin : undefined);

/**
 * The policy the rendered pages satisfy: everything from the page's own origin, the API's calls,
 * pictures and videos, the SDK's files where they are served from, the map's and the videos'
 * frames, raw_code's frame document, the trackers the site's settings name, and the site's other
 * origins: the API bases a token login may name, the error-report address and the captcha
 * service, each only when configured. No 'unsafe-inline' and no 'unsafe-eval': the pages have no
 * inline script but data blocks, no style attribute, and only the `<style>` elements it lists by hash.
 */
export function contentSecurityPolicy(sources: PolicySources): string {
  const { api, assets, stylesheets = [], styleHashes = [], trackers = [], matomo, rawFrame, errorReportUrl, apiOrigins = [] } = sources;
  const list = (...groups: (string | undefined)[][]) => ["'self'", ...new Set(groups.flat().filter(Boolean))].join(' ');
  const apiOrigin = originOf(api);
  // The API and the further bases a token login may switch to (000 §2) are called and shown alike.
  const apis = [apiOrigin, ...apiOrigins.map(originOf)];
  const captcha = sources.captcha ? CAPTCHAS[sources.captcha] : { script: [], frame: [] };
  const sdk = originOf(assets);
  const tracking = trackers.map((name) => TRACKERS[name] ?? {});
  const matomoOrigin = originOf(matomo);
  const directives = [
    "default-src 'self'",
    `script-src ${list([sdk], ...tracking.map((t) => t.script ?? []), [matomoOrigin], captcha.script)}`,
    `style-src ${list([sdk], stylesheets.map(originOf), captcha.style ?? [], [...styleHashes])}`,
    `img-src ${list(apis, [sdk], ...tracking.map((t) => t.img ?? []), [matomoOrigin])}`,
    `media-src ${list(apis)}`,
    `connect-src ${list(apis, ...tracking.map((t) => t.connect ?? []), [matomoOrigin], [originOf(errorReportUrl)], captcha.connect ?? [])}`,
    // raw_code's frame document: its scripts run under its own policy, not the page's.
    `frame-src ${[...new Set([...(rawFrame ? [originOf(rawFrame) ?? "'self'"] : []), ...FRAMES, ...captcha.frame])].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
  ];
  return directives.join('; ');
}

/** The headers for a rendered page, as `options` sets them (`page.contentSecurityPolicy`: the page's own). */
export function securityHeaders(options: SecurityHeaderOptions, page: { contentSecurityPolicy: string }): Record<string, string> {
  const headers: Record<string, string> = {};
  const policy = options.contentSecurityPolicy ?? page.contentSecurityPolicy;
  if (policy) headers['content-security-policy'] = policy;
  if (options.contentTypeOptions !== false) headers['x-content-type-options'] = 'nosniff';
  const referrer = options.referrerPolicy ?? 'strict-origin-when-cross-origin';
  if (referrer) headers['referrer-policy'] = referrer;
  return headers;
}
