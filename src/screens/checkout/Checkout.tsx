import { useEffect, useState } from 'react';
import { rememberThisPage } from '../../api/account';
import { loadCart } from '../../api/cart';
import { useCart } from '../../hooks/useCart';
import { useGo } from '../../hooks/useGo';
import { useLink } from '../../hooks/useLink';
import { useStyles } from '../../hooks/useStyles';
import { useUser } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Link } from '../../ui/Link';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import cartCss from '../cart/cart.css';
import css from './checkout.css';
import { CheckoutForm, type FormProps } from './CheckoutForm';

export interface CheckoutProps {
  /** Where visitors log in (default '/login'); they come back here afterwards. */
  loginUrl?: string;
  /** Sends visitors to `login-url` at once instead of showing a link. */
  loginRedirect?: boolean;
  /**
   * The page the payment returns to (default '/invoice'), with `payum_token` added by the
   * payment page: put `<venue-invoice>` there.
   */
  returnUrl?: string;
  /** Where 'Your cart is empty' leads (default '/'). */
  shopUrl?: string;
}

/**
 * Checkout (000 /checkout, login required). Visitors are remembered (redirect_after_login) and
 * sent to log in. Members choose a saved address or enter a new one (created on submit, once),
 * a shipping option quoted for that address, the payment type, a note and a promotion code;
 * the totals are the server's. submitOrder sends exactly address, shipping_option_id,
 * paymentGateway, note, promotion_code and url; on success the browser goes to the payment
 * address the API returned (http(s) only) after `venue-order-submitted`; otherwise the
 * server's message, or 'something went wrong' when the call itself fails. One submission at a
 * time, and none after a success; what the member entered stays on error.
 */
export function Checkout({ loginUrl, loginRedirect = false, returnUrl = '/invoice', shopUrl }: CheckoutProps) {
  useStyles(css, cartCss);
  const t = useT();
  const go = useGo();
  const user = useUser();
  const login = useLink(loginUrl, '/login').href;

  useEffect(() => {
    if (user) return;
    rememberThisPage(login);
    if (loginRedirect) go(loginUrl ?? '/login', { replace: true });
  }, [user, login, loginRedirect, loginUrl, go]);

  if (!user)
    return (
      <section className="checkout" part="checkout" aria-label={t('shop.checkout_title')}>
        <Alert tone="info">
          {t('shop.login_required')}{' '}
          <Link to={loginUrl} sitePath="/login" part="login-link">
            {t('shop.log_in')}
          </Link>
        </Alert>
      </section>
    );
  return (
    <CheckoutCart key={user.id} returnUrl={returnUrl} shopUrl={shopUrl} email={user.email} currentAddressId={user.current_address_id} />
  );
}

/**
 * Loads the cart before the form: a failure is shown with a retry, never as an empty cart nor
 * as a form over a cart kept from an earlier visit, which the order may no longer match.
 */
function CheckoutCart(props: FormProps) {
  const t = useT();
  const items = useCart((c) => c.items);
  const [cart, setCart] = useState<{ status: 'loading' | 'ready' | 'error'; error?: unknown }>({ status: 'loading' });
  const load = () => {
    setCart({ status: 'loading' });
    loadCart(true).then(
      () => setCart({ status: 'ready' }),
      (error: unknown) => setCart({ status: 'error', error }),
    );
  };
  useEffect(load, []);

  if (cart.status === 'loading' && !items.length) return <Spinner label={t('common.loading')} />;
  if (cart.status === 'error')
    return (
      <section className="checkout" part="checkout" aria-label={t('shop.checkout_title')}>
        <LoadError error={cart.error} retry={load}>
          {t('shop.cart_error')}
        </LoadError>
      </section>
    );
  return <CheckoutForm {...props} />;
}
