import { useEffect, useRef, useState } from 'react';
import 'venue-elements/faq';
import 'venue-elements/login';
import 'venue-elements/product';

// The package's own event map (VenueEventMap in src/core/events) does not reach its public
// types yet, so the app names the details it reads.
type LoginEvent = CustomEvent<{ user_id: number | null }>;
type CartChangeEvent = CustomEvent<{ cartitemCount: number; cartSubtotal: number }>;

/**
 * A React 19 host: typed JSX props on the elements, an element that React state mounts, updates
 * and unmounts, `venue-login` heard through a ref and through React 19's custom-element event
 * prop, and `venue-cart-change` heard where the SDK dispatches it (the document).
 */
export function App() {
  const [faqShown, setFaqShown] = useState(true);
  const [group, setGroup] = useState('faqs');
  const [heading, setHeading] = useState('Before your first track day');
  const [byProp, setByProp] = useState<number | null>(null);
  const [byRef, setByRef] = useState<number | null>(null);
  const [cart, setCart] = useState<{ count: number; subtotal: number } | null>(null);
  const login = useRef<HTMLElementTagNameMap['venue-login']>(null);

  useEffect(() => {
    const element = login.current;
    if (!element) return;
    const heard = (event: Event) => setByRef((event as LoginEvent).detail.user_id);
    element.addEventListener('venue-login', heard);
    return () => element.removeEventListener('venue-login', heard);
  }, []);

  useEffect(() => {
    const heard = (event: Event) => {
      const { detail } = event as CartChangeEvent;
      setCart({ count: detail.cartitemCount, subtotal: detail.cartSubtotal });
    };
    document.addEventListener('venue-cart-change', heard);
    return () => document.removeEventListener('venue-cart-change', heard);
  }, []);

  return (
    <main>
      <h1>React host</h1>

      <section aria-labelledby="faq-title">
        <h2 id="faq-title">Questions</h2>
        <button type="button" id="toggle-faq" onClick={() => setFaqShown((shown) => !shown)}>
          {faqShown ? 'Hide the questions' : 'Show the questions'}
        </button>
        <label>
          Group{' '}
          <select id="group" value={group} onChange={(event) => setGroup(event.target.value)}>
            <option value="faqs">faqs</option>
            <option value="">every group</option>
          </select>
        </label>
        <button type="button" id="rename" onClick={() => setHeading('Everything else')}>
          Rename the heading
        </button>
        {faqShown && <venue-faq id="faq" group={group} toc heading={heading} />}
      </section>

      <section aria-labelledby="login-title">
        <h2 id="login-title">Log in</h2>
        <venue-login ref={login} id="login" password onvenue-login={(event: LoginEvent) => setByProp(event.detail.user_id)} />
        <p>
          Heard by the event prop: <output id="login-by-prop">{byProp ?? 'nothing yet'}</output>
        </p>
        <p>
          Heard through the ref: <output id="login-by-ref">{byRef ?? 'nothing yet'}</output>
        </p>
      </section>

      <section aria-labelledby="shop-title">
        <h2 id="shop-title">Shop</h2>
        <venue-product id="product" url="team-t-shirt" cartUrl="#cart" />
        <p id="cart">
          Cart (heard on the document): <output id="cart-count">{cart ? `${cart.count} for ${cart.subtotal}` : 'nothing yet'}</output>
        </p>
      </section>
    </main>
  );
}
