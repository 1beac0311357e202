/** Google Maps addresses for a location text (001 §3 map settings). Pure. */

/** The embed (no API key): the location searched at a zoom of 1 to 21 (default 14). */
export function mapEmbedUrl(location: string, zoom?: number): string {
  const z = Math.min(21, Math.max(1, Math.round(zoom || 14)));
  return `https://maps.google.com/maps?q=${encodeURIComponent(location)}&z=${z}&output=embed`;
}

/** The plain link for visitors who block embeds (Maps URLs, api=1). */
export function mapLinkUrl(location: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;
}

/** A CMS size: 320 or '320' is px, '100%' stays; anything else is undefined. */
export function cssSize(value: unknown): string | undefined {
  const v = String(value ?? '').trim();
  if (/^\d+(\.\d+)?$/.test(v)) return `${v}px`;
  if (/^\d+(\.\d+)?(px|%|em|vh|vw)$/.test(v)) return v;
  return undefined;
}
