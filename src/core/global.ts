/**
 * The one `window.VenueElements` global, shared by the loader (dist/venue-elements.js, which
 * creates it) and the core (src/element/boot.ts, which fills it in). Types only: the loader stays tiny.
 */
import type { EarlyEntry } from './early';
import type { VenueConfig } from './config';

/** The script tag's `data-*` values as the loader read them, unchecked (the core validates them). */
export type ScriptData = Partial<
  Record<
    | 'api'
    | 'mode'
    | 'lang'
    | 'siteUrl'
    | 'routing'
    | 'cmsUrl'
    | 'vitals'
    | 'rawFrame'
    | 'apiOrigins'
    | 'errorReportUrl'
    | 'captcha'
    | 'captchaSiteKey',
    string
  >
>;

export interface VenueElementsGlobal {
  /** The running copy's version (a second copy compares and warns). */
  version?: string;
  /** Set by the first loader: a second copy of the script does nothing. */
  loaderActive?: boolean;
  warnedTwice?: boolean;
  /** `data-*` values the loader read from its script tag. */
  scriptConfig?: ScriptData;
  /** `configure()` calls made before the core arrived, replayed in order (later wins). */
  queue?: Partial<VenueConfig>[];
  configure?: (values: Partial<VenueConfig>) => VenueConfig | void;
  getConfig?: () => VenueConfig;
  setLanguage?: (lang: string) => Promise<string>;
  /** CSS that reserves each element on the page at its first content's height (core/reservationCss). */
  reservationCss?: (root?: ParentNode) => Promise<string>;
  /** Finds `venue-*` tags under a root the loader cannot see (a shadow root), now and as they are added. */
  discover?: (root: ParentNode) => void;
  /** Set by the core once it has applied the configuration. */
  booted?: boolean;
  /** First-load calls the loader started, by method, URL and body, until the core adopts them. */
  early?: Map<string, EarlyEntry>;
  /** When the next request may go (ms since epoch): the loader and the core share the spacing. */
  slot?: { next: number };
  /**
   * A server-rendered element's clicks and submissions made before its code was live
   * (loader/rendered holds them): stops holding them and does them again, once it hydrates; with
   * `part`, those made to that part of it (a `data-later` frame), once that part is live.
   */
  releaseInput?: (root: ShadowRoot, part?: Element) => void;
}

declare global {
  interface Window {
    VenueElements?: VenueElementsGlobal;
  }
}
