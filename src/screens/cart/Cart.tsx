import { useEffect, useState } from 'react';
import { loadCart } from '../../api/cart';
import { useCart } from '../../hooks/useCart';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { errorText } from '../../ui/errorText';
import { Link } from '../../ui/Link';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import css from './cart.css';
import { CartLine } from './CartLine';
import { CartTotals, PromotionCode } from './CartParts';
import { ShippingEstimate } from './ShippingEstimate';

export interface CartProps {
  /** Where 'Check out' leads (default '/checkout'). */
  checkoutUrl?: string;
  /** Where 'Continue shopping' leads (default '/'). */
  shopUrl?: string;
  /** Inside the cart button's dialog: no heading, no shipping estimate. */
  compact?: boolean;
}

/**
 * The shopping cart (000 /cart): its lines with picture, name, option, extras, quantity
 * (1 to 99; a line holding more than the stock allows is bounded by can_purchase_qty and
 * offers to change to it), price and subtotal; update and remove; a promotion code; a shipping
 * estimate by suburb, postcode and country with the options shown as 'name $0.00' (pick-up
 * marked); the totals and GST exactly as the server sent them; and the out-of-stock notice
 * (all_in_stock), which also holds back 'Check out'.
 */
export function Cart({ checkoutUrl, shopUrl, compact = false }: CartProps) {
  useStyles(css);
  const t = useT();
  const items = useCart((c) => c.items);
  const allInStock = useCart((c) => c.all_in_stock);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [loadError, setLoadError] = useState<unknown>(null);
  const [actionError, setActionError] = useState('');

  const load = () => {
    setStatus((s) => (s === 'ready' ? s : 'loading'));
    loadCart(true).then(
      () => setStatus('ready'),
      (error: unknown) => {
        setLoadError(error);
        setStatus('error');
      },
    );
  };
  useEffect(load, []);

  /** Runs a cart change; its failure is shown above the lines, the cart stays as the server has it. */
  const act = async (change: () => Promise<unknown>) => {
    setActionError('');
    try {
      await change();
    } catch (error) {
      setActionError(errorText(error, t));
    }
  };

  if (status === 'loading' && !items.length) return <Spinner label={t('common.loading')} />;
  if (status === 'error' && !items.length)
    return (
      <LoadError error={loadError} retry={load}>
        {t('shop.cart_error')}
      </LoadError>
    );

  return (
    <section className="cart" part="cart" aria-label={t('shop.your_cart')}>
      {compact ? null : <h2 className="cart-heading">{t('shop.your_cart')}</h2>}
      {actionError ? <Alert tone="danger">{actionError}</Alert> : null}
      {items.length === 0 ? (
        <div className="cart-empty" part="empty">
          <p>{t('shop.cart_empty')}</p>
          <Link to={shopUrl} sitePath="/">
            {t('shop.continue_shopping')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="cart-lines" part="lines">
            {items.map((item) => (
              <CartLine key={item.id} item={item} act={act} />
            ))}
          </ul>
          {allInStock ? null : (
            <Alert tone="warning">
              <span part="stock-notice">{t('shop.not_all_in_stock')}</span>
            </Alert>
          )}
          <div className="cart-extras">
            <PromotionCode />
            {compact ? null : <ShippingEstimate />}
          </div>
          <CartTotals />
          <div className="cart-actions">
            <Link to={shopUrl} sitePath="/" className="cart-continue">
              {t('shop.continue_shopping')}
            </Link>
            {allInStock ? (
              <Link to={checkoutUrl} sitePath="/checkout" className="button" data-variant="primary" part="checkout-link">
                {t('shop.checkout')}
              </Link>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
