import { DEFAULT_SETTINGS, type SiteSettings } from '../api/site';
import { siteSettingsQuery } from '../api/site';
import { useQuery } from './useQuery';

/** The venue's settings and feature flags (defaults until loaded, and when the call fails). */
export function useSiteSettings(): { settings: SiteSettings; loading: boolean } {
  const { data, loading } = useQuery(siteSettingsQuery());
  return { settings: data ?? DEFAULT_SETTINGS, loading };
}
