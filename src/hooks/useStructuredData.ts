import { useEffect } from 'react';

/**
 * Keeps one `<script type="application/ld+json">` of `records` in the document's head for search
 * engines, which do not read a shadow root as page content. Not in the host element's light DOM:
 * a host page that a framework renders on its server (Next.js, Remix) hydrates over the element,
 * and a child it did not render there, added before it hydrates, fails its hydration. React and
 * the other frameworks leave a script in the head that they did not put there. Each component owns
 * its own script, marked with its element's name (several share one host inside `<venue-site>`),
 * and takes it away when it unmounts or has nothing to say.
 */
export function useStructuredData(host: HTMLElement | null, records: readonly object[]) {
  const text = records.length ? JSON.stringify(records) : '';
  useEffect(() => {
    if (!host || !text) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.venueStructuredData = host.localName;
    script.textContent = text;
    document.head.append(script);
    return () => script.remove();
  }, [host, text]);
}
