import { useEffect, useState } from 'react';
import { cartRemove, cartUpdate, loadCart, setShipping, shippingQuote, type CartItem, type ShippingOption } from '../../api/cart';
import { CartTotals, PromotionCode, ShippingOptions } from './CartParts';
import { QuantityField, quantityOf } from '../../ui/QuantityField';
import { useCart } from '../../hooks/useCart';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { LoadError } from '../../ui/LoadError';
import { Button } from '../../ui/Button';
import { errorText } from '../../ui/errorText';
import { Field } from '../../ui/Field';
import { Image } from '../../ui/Image';
import { Link } from '../../ui/Link';
import { CountrySelect } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { useStyles } from '../../hooks/useStyles';
import css from './cart.css';
import { MAX_QTY } from '../../core/money';
import { useMoney } from '../../hooks/useMoney';
import { Form } from '../../ui/Form';

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

/** One cart line with its quantity form. */
function CartLine({ item, act }: { item: CartItem; act: (change: () => Promise<unknown>) => Promise<void> }) {
  const t = useT();
  const money = useMoney();
  const [qty, setQty] = useState(String(item.qty));
  useEffect(() => setQty(String(item.qty)), [item.qty]);

  const limited = item.can_purchase_qty < item.qty;
  const max = limited ? Math.max(item.can_purchase_qty, 1) : MAX_QTY;
  const n = quantityOf(qty, max);
  const skuName = typeof item.sku?.name === 'string' && item.sku.name !== item.product_name ? item.sku.name : '';
  const addons = Array.isArray(item.addons) ? item.addons : [];

  return (
    <li className="cart-line" part="line" data-out-of-stock={limited || undefined}>
      <div className="cart-line-media">
        <Image image={item.img ? { ...item.img, width: 1, height: 1 } : null} alt="" width={96} height={96} />
      </div>
      <div className="cart-line-info">
        <h3 className="cart-line-name" part="line-name">
          {item.product_name || item.name}
        </h3>
        {skuName ? <p className="cart-line-meta">{t('shop.sku', { name: skuName })}</p> : null}
        {item.sku?.code ? <p className="cart-line-meta">{t('shop.sku_code', { code: item.sku.code })}</p> : null}
        {addons.length ? (
          <ul className="cart-line-addons">
            {addons.map((addon, index) => (
              <li key={addon.id ?? index}>
                {addon.name}
                {typeof addon.price === 'number' ? ` (+${money(addon.price)})` : ''}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="cart-line-price">
          <span className="cart-label">{t('shop.price')}</span> {money(item.price)}
        </p>
        {limited ? (
          <p className="cart-line-stock" role="status">
            {item.can_purchase_qty > 0 ? t('shop.only_available', { count: item.can_purchase_qty }) : t('shop.item_out_of_stock')}
          </p>
        ) : null}
      </div>
      <Form
        className="cart-line-qty"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <QuantityField
          label={t('shop.quantity')}
          max={max}
          value={qty}
          onChange={setQty}
          invalidText={t('shop.only_available', { count: max })}
          quiet={limited && Number(qty) === item.qty}
          hint={<span className="sr-only">{item.product_name || item.name}</span>}
        />
        <div className="cart-line-buttons">
          {limited && item.can_purchase_qty > 0 ? (
            <Button variant="secondary" onClick={() => act(() => cartUpdate(item.id, item.can_purchase_qty))}>
              {t('shop.set_to', { count: item.can_purchase_qty })}
            </Button>
          ) : (
            <Button
              type="submit"
              variant="secondary"
              disabled={n === undefined || n === item.qty}
              onClick={() => act(() => cartUpdate(item.id, n!))}
            >
              {t('shop.update')}
              <span className="sr-only"> – {item.product_name || item.name}</span>
            </Button>
          )}
          <Button variant="link" onClick={() => act(() => cartRemove(item.id))}>
            {t('shop.remove')}
            <span className="sr-only"> – {item.product_name || item.name}</span>
          </Button>
        </div>
      </Form>
      <p className="cart-line-subtotal" part="line-subtotal">
        <span className="cart-label">{t('shop.subtotal')}</span> {money(item.subtotal)}
      </p>
    </li>
  );
}

/** Shipping estimate: suburb, postcode, country → the options as 'name $0.00'; picking one adds it to the totals. */
function ShippingEstimate() {
  const t = useT();
  const money = useMoney();
  const shippingType = useCart((c) => c.shipping_type);
  const [suburb, setSuburb] = useState('');
  const [postcode, setPostcode] = useState('');
  const [country, setCountry] = useState('AU');
  const [options, setOptions] = useState<ShippingOption[] | null>(null);
  const [error, setError] = useState('');

  const quote = async () => {
    setError('');
    if (!postcode.trim()) return setError(t('shop.field_required', { field: t('shop.postcode') }));
    try {
      setOptions(await shippingQuote(suburb.trim(), postcode.trim(), country, money));
    } catch (e) {
      setError(errorText(e, t));
    }
  };

  return (
    <Form className="cart-shipping" part="shipping" noValidate onSubmit={(event) => event.preventDefault()}>
      <fieldset>
        <legend>{t('shop.shipping_quote')}</legend>
        <div className="cart-shipping-fields">
          <Field label={t('shop.suburb')} name="suburb" value={suburb} onChange={setSuburb} autoComplete="address-level2" />
          <Field label={t('shop.postcode')} name="postcode" value={postcode} onChange={setPostcode} required autoComplete="postal-code" />
          <CountrySelect label={t('shop.country')} value={country} onChange={setCountry} />
        </div>
        <Button type="submit" variant="secondary" onClick={quote}>
          {t('shop.get_quote')}
        </Button>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        {options ? (
          <ShippingOptions
            options={options}
            value={shippingType}
            onChange={(id) =>
              setShipping(id, [suburb.trim(), postcode.trim(), country].filter(Boolean).join(', ')).catch((e: unknown) =>
                setError(errorText(e, t)),
              )
            }
          />
        ) : null}
      </fieldset>
    </Form>
  );
}
