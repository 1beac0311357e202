'use client';
// Plain imports, as an app writes them: on the server (Next renders client components there too)
// they define nothing; in the browser they define <venue-faq> and <venue-calendar>.
import { configure } from 'venue-elements';
import 'venue-elements/calendar';
import 'venue-elements/faq';

// The test names the reference back end in the address (?api=…); a real app would hard-code it.
if (typeof location !== 'undefined') configure({ api: new URLSearchParams(location.search).get('api') ?? 'http://localhost:8787' });

export function Venue() {
  return (
    <>
      <section aria-labelledby="faq-title">
        <h2 id="faq-title">Questions</h2>
        <venue-faq id="faq" group="faqs" toc heading="Before your first track day" />
      </section>
      <section aria-labelledby="calendar-title">
        <h2 id="calendar-title">Events</h2>
        <venue-calendar id="calendar" />
      </section>
    </>
  );
}
