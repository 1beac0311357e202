import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { configure } from 'venue-elements';
import 'venue-elements/faq';
import 'venue-elements/product';

// A page that a framework rendered on its server (hydrate.html holds the markup), hydrated the
// way Next.js and Remix do, at the slowest: only after the elements have shown their data and
// written what they write outside their shadow roots. Whatever the elements added that the server
// did not render fails the hydration; React's errors are kept for the test to read.
declare global {
  interface Window {
    hydrationErrors: string[];
    hydrated: boolean;
  }
}
window.hydrationErrors = [];
window.hydrated = false;

configure({ api: new URLSearchParams(location.search).get('api') ?? 'http://localhost:8787' });

function Hosted() {
  useEffect(() => {
    window.hydrated = true;
  }, []);
  return (
    <main>
      <h1>Rendered on the server</h1>
      {/* The attributes an element sets on itself (data-venue-ready) are its own, not a mismatch. */}
      <venue-faq id="faq" group="faqs" toc suppressHydrationWarning />
      <venue-product id="product" url="team-t-shirt" suppressHydrationWarning />
    </main>
  );
}

/** Resolves once both elements have shown their first content and the product its schema.org data. */
function dataShown(timeout = 15_000) {
  const deadline = performance.now() + timeout;
  return new Promise<void>((resolve, reject) => {
    const look = () => {
      const ready = document.querySelectorAll('#root [data-venue-ready]').length === 2;
      if (ready && document.querySelector('script[type="application/ld+json"]')) resolve();
      else if (performance.now() > deadline) reject(new Error(`the elements showed no content and data within ${timeout / 1000} s`));
      else requestAnimationFrame(look);
    };
    look();
  });
}

dataShown().then(
  () =>
    hydrateRoot(document.getElementById('root')!, <Hosted />, {
      onRecoverableError: (error) => window.hydrationErrors.push(String((error as Error)?.message ?? error)),
    }),
  (error: Error) => window.hydrationErrors.push(error.message),
);
