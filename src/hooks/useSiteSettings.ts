import { getSiteSettings, DEFAULT_SETTINGS, type SiteSettings } from '../api/site';
import { useResource } from './useResource';

/** The venue's settings and feature flags (defaults until loaded, and when the call fails). */
export function useSiteSettings(): { settings: SiteSettings; loading: boolean } {
  const { data, loading } = useResource(getSiteSettings, []);
  return { settings: data ?? DEFAULT_SETTINGS, loading };
}
