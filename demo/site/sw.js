// The demo site's service worker. It caches nothing: it exists so that a new version of the
// site can wait while the old one controls the page, which `<venue-site>` announces with its
// 'New content available' banner and applies on the next navigation (000 §4, 001 §2).
const VERSION = '1';

self.addEventListener('install', () => {
  // Waits (no skipWaiting here): the page decides when the new version takes over.
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
  if (event.data?.type === 'VERSION') event.source?.postMessage({ type: 'VERSION', version: VERSION });
});
