import { useState } from 'react';
import { useCart } from '../../hooks/useCart';
import { useT } from '../../hooks/useT';
import { Deferred } from '../../ui/Deferred';
import { Dialog } from '../../ui/Dialog';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { useStyles } from '../../hooks/useStyles';
import css from './shop.css';
import { useMoney } from '../../hooks/useMoney';

// The cart's own code arrives when the dialog first opens: a page with only the button stays small.
const loadCart = () => import('../../screens/cart/Cart').then((module) => module.Cart);

export interface CartButtonProps {
  /** Where the button leads (default '/cart'). Ignored with `dialog`. */
  href?: string;
  /** Opens the cart in a dialog on this page instead of following `href`. */
  dialog?: boolean;
  /** With `dialog`: where the cart's 'Check out' leads (default '/checkout'). */
  checkoutUrl?: string;
}

function CartIcon() {
  return (
    <svg className="cart-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.6-1.4 2.4A2 2 0 0 0 7 17h12v-2H7.4l1.1-2h7.5a2 2 0 0 0 1.8-1l3.6-6.5A1 1 0 0 0 20.5 4H5.2l-.9-2H1Z"
      />
    </svg>
  );
}

/**
 * The cart's item count and subtotal (000 §3 cartitemCount, cartSubtotal), current on every
 * element and tab through the shared cart store; a link to the cart page or a button that opens
 * the cart in a dialog. `<venue-site>` shows it only when the site's isEcommerce is on; on a host
 * page it always shows.
 */
export function CartButton({ href, dialog = false, checkoutUrl }: CartButtonProps) {
  useStyles(css);
  const t = useT();
  const money = useMoney();
  const count = useCart((cart) => cart.cartitemCount);
  const subtotal = useCart((cart) => cart.cartSubtotal);
  const [open, setOpen] = useState(false);

  const content = (
    <>
      <CartIcon />
      <span className="cart-button-text">{t('shop.cart')}</span>
      <span className="cart-count" part="count" data-empty={count === 0 || undefined}>
        {count}
      </span>
      <span className="sr-only"> {t('shop.items', { count })}, </span>
      <span className="cart-subtotal" part="subtotal">
        {money(subtotal)}
      </span>
    </>
  );

  if (!dialog)
    return (
      <Link className="cart-button" part="button" to={href} sitePath="/cart">
        {content}
      </Link>
    );
  return (
    <>
      <button type="button" className="cart-button" part="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {content}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('shop.your_cart')} fullHeight>
        <Deferred load={loadCart} fallback={<Spinner label={t('common.loading')} />}>
          {(Cart) => <Cart checkoutUrl={checkoutUrl} compact />}
        </Deferred>
      </Dialog>
    </>
  );
}
