import { useEffect } from 'react';

/**
 * Keeps one `<script type="application/ld+json">` of `records` in the host element's light DOM
 * for search engines, which do not read a shadow root as page content. Each component owns its
 * own script (several share one host inside `<venue-site>`) and takes it away when it unmounts or
 * has nothing to say.
 */
export function useStructuredData(host: HTMLElement | null, records: readonly object[]) {
  const text = records.length ? JSON.stringify(records) : '';
  useEffect(() => {
    if (!host || !text) return;
    const script = host.ownerDocument.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.venueStructuredData = '';
    script.textContent = text;
    host.append(script);
    return () => script.remove();
  }, [host, text]);
}
