import { Venue } from './Venue';

// A server component: the page's own text, and the elements in a client component below it.
export default function Page() {
  return (
    <main>
      <h1>Next.js host</h1>
      <Venue />
    </main>
  );
}
