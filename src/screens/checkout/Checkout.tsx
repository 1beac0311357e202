import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { encodeUrl, loadCart, setShipping, shippingQuote, submitOrder, type ShippingOption } from '../../api/cart';
import { rememberRedirect } from '../../api/account';
import { addressesQuery } from '../../api/user';
import { createAddress, type Address, type NewAddress } from '../../api/user';
import { currentPath, currentUrl, leaveSite } from '../../core/navigation';
import { HttpError } from '../../core/http/errors';
import { safePaymentUrl } from '../../core/redirects';
import { useCart } from '../../hooks/useCart';
import { useEmit } from '../../hooks/useHostEvents';
import { useGo } from '../../hooks/useGo';
import { useQuery } from '../../hooks/useQuery';
import { useStyles } from '../../hooks/useStyles';
import cartCss from '../cart/cart.css';
import css from './checkout.css';
import { useUser } from '../../hooks/useSession';
import { useLanguage, useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { errorText } from '../../ui/errorText';
import { Field } from '../../ui/Field';
import { Select } from '../../ui/Select';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { CartTotals, COUNTRIES, countryName, PromotionCode, ShippingOptions } from '../cart/CartParts';
import { useMoney } from '../../hooks/useMoney';

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

type T = ReturnType<typeof useT>;

const NEW = 'new';
const EMPTY_ADDRESS: NewAddress = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  company: '',
  street_address: '',
  street_address_1: '',
  postcode: '',
  city: '',
  state: '',
  country: 'AU',
};
const REQUIRED_ADDRESS = ['street_address', 'city', 'postcode'] as const;

/** A saved address on one line: its name, then street, city and postcode. */
export function addressLine(address: Partial<Address>): string {
  const place = [address.street_address, address.street_address_1, address.city, address.state, address.postcode]
    .filter(Boolean)
    .join(', ');
  return address.display_name ? `${address.display_name}: ${place}` : place;
}

/** The message for a submitOrder that failed (000 §8): the server's own for a refusal, else 'something went wrong'. */
export function orderErrorText(error: unknown, t: T): string {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500 && error.serverMessage) return error.serverMessage;
  return t('error.generic');
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
export function Checkout({ loginUrl = '/login', loginRedirect = false, returnUrl = '/invoice', shopUrl = '/' }: CheckoutProps) {
  useStyles(css, cartCss);
  const t = useT();
  const go = useGo();
  const user = useUser();

  useEffect(() => {
    if (user) return;
    rememberRedirect(currentPath());
    if (loginRedirect) go(loginUrl, { replace: true });
  }, [user, loginRedirect, loginUrl, go]);

  if (!user)
    return (
      <section className="checkout" part="checkout" aria-label={t('shop.checkout_title')}>
        <Alert tone="info">
          {t('shop.login_required')}{' '}
          <a href={loginUrl} part="login-link">
            {t('shop.log_in')}
          </a>
        </Alert>
      </section>
    );
  return (
    <CheckoutForm key={user.id} returnUrl={returnUrl} shopUrl={shopUrl} email={user.email} currentAddressId={user.current_address_id} />
  );
}

function CheckoutForm({
  returnUrl,
  shopUrl,
  email,
  currentAddressId,
}: {
  returnUrl: string;
  shopUrl: string;
  email: string;
  currentAddressId: number | null;
}) {
  const t = useT();
  const lng = useLanguage();
  const money = useMoney();
  const emit = useEmit();
  const formId = useId();
  const items = useCart((c) => c.items);
  const allInStock = useCart((c) => c.all_in_stock);
  const paymentTypes = useCart((c) => c.payment_types) as { id?: string; name?: string }[];
  const promotionCode = useCart((c) => c.promotion_code);
  const storedShipping = useCart((c) => c.shipping_type);
  const [cartStatus, setCartStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [cartError, setCartError] = useState<unknown>(null);

  const addresses = useQuery(addressesQuery());
  const saved = useMemo(() => (addresses.data ?? []).filter((a) => a.enabled === undefined || Boolean(a.enabled)), [addresses.data]);
  const [choice, setChoice] = useState('');
  const [address, setAddress] = useState<NewAddress>({ ...EMPTY_ADDRESS, email });
  const [options, setOptions] = useState<ShippingOption[] | null>(null);
  const [quoteError, setQuoteError] = useState('');
  const [shippingId, setShippingId] = useState('');
  const [gateway, setGateway] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [done, setDone] = useState(false);
  const inFlight = useRef(false);
  const createdAddress = useRef<{ key: string; id: number } | null>(null);

  const load = () => {
    setCartStatus('loading');
    loadCart(true).then(
      () => setCartStatus('ready'),
      (error: unknown) => {
        setCartError(error);
        setCartStatus('error');
      },
    );
  };
  useEffect(load, []);

  // The member's current address first, else the first saved one; no saved address: a new one.
  useEffect(() => {
    if (choice || addresses.loading) return;
    const current = saved.find((a) => a.id === currentAddressId) ?? saved[0];
    setChoice(current ? String(current.id) : NEW);
  }, [saved, addresses.loading, choice, currentAddressId]);

  const chosen = saved.find((a) => String(a.id) === choice);
  const quoteFor = choice === NEW ? address : chosen;
  const quoteKey = quoteFor ? `${quoteFor.city}|${quoteFor.postcode}|${quoteFor.country}` : '';

  // Shipping options for the chosen address (a new one once its postcode looks complete).
  useEffect(() => {
    if (!quoteFor || !/^[\w -]{3,12}$/.test(quoteFor.postcode?.trim() ?? '')) {
      setOptions(null);
      return;
    }
    let live = true;
    const timer = setTimeout(
      () => {
        setQuoteError('');
        shippingQuote(quoteFor.city ?? '', quoteFor.postcode.trim(), (quoteFor.country || 'AU').toUpperCase(), money).then(
          (list) => live && setOptions(list),
          (error: unknown) => {
            if (!live) return;
            setOptions(null);
            setQuoteError(errorText(error, t));
          },
        );
      },
      choice === NEW ? 400 : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // quoteKey stands for the address the quote is for: a new quote only when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quoteKey]);

  // Keep the option chosen in the cart when this address offers it.
  useEffect(() => {
    if (!options) return;
    if (shippingId && options.some((o) => String(o.id) === shippingId)) return;
    const fromCart = options.find((o) => String(o.id) === storedShipping);
    setShippingId(fromCart ? String(fromCart.id) : '');
    // Only a new list of options re-picks; the member's own choice is left alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options]);

  useEffect(() => {
    if (!gateway && paymentTypes.length) setGateway(String(paymentTypes[0]?.id ?? ''));
  }, [paymentTypes, gateway]);

  const pickShipping = (id: string) => {
    setShippingId(id);
    setErrors((e) => ({ ...e, shipping: '' }));
    setShipping(id, quoteFor ? addressLine(quoteFor) : '').catch((error: unknown) => setMessage(errorText(error, t)));
  };

  const setField = (name: keyof NewAddress) => (value: string) => {
    setAddress((a) => ({ ...a, [name]: value }));
    setErrors((e) => ({ ...e, [name]: '' }));
  };

  function validate(): Record<string, string> {
    const found: Record<string, string> = {};
    if (!choice) found.address = t('shop.choose_address');
    if (choice === NEW)
      for (const name of REQUIRED_ADDRESS)
        if (!String(address[name] ?? '').trim()) found[name] = t('shop.field_required', { field: t(`shop.${name}`) });
    if (!shippingId) found.shipping = t('shop.choose_shipping');
    return found;
  }

  /** The new address's id: created once; a retry after a failed order reuses it unless it was edited. */
  async function newAddressId(): Promise<number> {
    const key = JSON.stringify(address);
    if (createdAddress.current?.key === key) return createdAddress.current.id;
    const reply = (await createAddress({ ...address, country: (address.country || 'AU').toUpperCase() })) as {
      id?: number;
      data?: { id?: number };
    };
    const id = Number(reply?.data?.id ?? reply?.id);
    if (!id) throw new Error('createAddress returned no id');
    createdAddress.current = { key, id };
    return id;
  }

  const submit = async () => {
    if (inFlight.current || done) return;
    setMessage('');
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setMessage(Object.values(found).filter(Boolean).join(' '));
      return;
    }
    inFlight.current = true;
    try {
      let addressId: number;
      try {
        addressId = choice === NEW ? await newAddressId() : Number(choice);
      } catch (error) {
        setMessage(errorText(error, t));
        return;
      }
      const back = new URL(returnUrl, currentUrl()).href;
      const reply = await submitOrder({
        address: addressId,
        shipping_option_id: Number(shippingId),
        paymentGateway: gateway || 'card',
        note: note.trim(),
        promotion_code: promotionCode,
        url: encodeUrl(back),
      });
      if (!reply.success) {
        setMessage(reply.message || t('error.generic'));
        return;
      }
      const payment = safePaymentUrl(reply.payment);
      if (!payment) {
        setMessage(t('error.generic'));
        return;
      }
      setDone(true);
      emit('venue-order-submitted', { payment });
      leaveSite(payment);
    } catch (error) {
      setMessage(orderErrorText(error, t));
    } finally {
      inFlight.current = false;
    }
  };

  if (cartStatus === 'loading' && !items.length) return <Spinner label={t('common.loading')} />;
  // A cart that could not be loaded is not an empty one: say so, and offer to try again.
  if (cartStatus === 'error' && !items.length)
    return (
      <section className="checkout" part="checkout" aria-label={t('shop.checkout_title')}>
        <LoadError error={cartError} retry={load}>
          {t('shop.cart_error')}
        </LoadError>
      </section>
    );
  if (!items.length && !done)
    return (
      <section className="checkout" part="checkout" aria-label={t('shop.checkout_title')}>
        <p>{t('shop.cart_empty')}</p>
        <a href={shopUrl}>{t('shop.continue_shopping')}</a>
      </section>
    );

  return (
    <section className="checkout" part="checkout" aria-label={t('shop.checkout_title')}>
      <form
        id={formId}
        className="checkout-form"
        noValidate
        onSubmit={(event) => {
          // Enter "clicks" the submit button, which does the work once.
          event.preventDefault();
        }}
      >
        <fieldset className="checkout-section" part="address" aria-describedby={errors.address ? `${formId}-address-error` : undefined}>
          <legend>{t('shop.address')}</legend>
          {addresses.loading && !addresses.data ? <Spinner label={t('common.loading')} /> : null}
          {addresses.error ? <Alert tone="warning">{t('shop.addresses_error')}</Alert> : null}
          {saved.map((a) => (
            <label key={a.id} className="radio-label">
              <input
                type="radio"
                name="address"
                value={String(a.id)}
                checked={choice === String(a.id)}
                onChange={() => setChoice(String(a.id))}
              />
              <span>{addressLine(a)}</span>
            </label>
          ))}
          {saved.length ? (
            <label className="radio-label">
              <input type="radio" name="address" value={NEW} checked={choice === NEW} onChange={() => setChoice(NEW)} />
              <span>{t('shop.new_address')}</span>
            </label>
          ) : null}
          {errors.address ? (
            <p className="field-error" id={`${formId}-address-error`}>
              {errors.address}
            </p>
          ) : null}
          {choice === NEW ? (
            <div className="checkout-address-fields">
              <Field
                label={t('shop.first_name')}
                name="first_name"
                value={address.first_name}
                onChange={setField('first_name')}
                autoComplete="given-name"
              />
              <Field
                label={t('shop.last_name')}
                name="last_name"
                value={address.last_name}
                onChange={setField('last_name')}
                autoComplete="family-name"
              />
              <Field
                label={t('shop.phone')}
                name="phone"
                type="tel"
                value={address.phone}
                onChange={setField('phone')}
                autoComplete="tel"
              />
              <Field
                label={t('shop.company')}
                name="company"
                value={address.company}
                onChange={setField('company')}
                autoComplete="organization"
              />
              <Field
                className="wide"
                label={t('shop.street_address')}
                name="street_address"
                value={address.street_address}
                onChange={setField('street_address')}
                required
                error={errors.street_address}
                autoComplete="address-line1"
              />
              <Field
                className="wide"
                label={t('shop.street_address_1')}
                name="street_address_1"
                value={address.street_address_1}
                onChange={setField('street_address_1')}
                autoComplete="address-line2"
              />
              <Field
                label={t('shop.city')}
                name="city"
                value={address.city}
                onChange={setField('city')}
                required
                error={errors.city}
                autoComplete="address-level2"
              />
              <Field
                label={t('shop.state')}
                name="state"
                value={address.state}
                onChange={setField('state')}
                autoComplete="address-level1"
              />
              <Field
                label={t('shop.postcode')}
                name="postcode"
                value={address.postcode}
                onChange={setField('postcode')}
                required
                error={errors.postcode}
                autoComplete="postal-code"
              />
              <Select
                label={t('shop.country')}
                name="country"
                value={address.country}
                prompt={false}
                onChange={(v) => setField('country')(v || 'AU')}
                options={COUNTRIES.map((code) => ({ value: code, label: countryName(code, lng) }))}
              />
            </div>
          ) : null}
        </fieldset>

        <div className="checkout-section-plain" part="shipping">
          {quoteError ? <Alert tone="danger">{`${t('shop.shipping_error')} ${quoteError}`}</Alert> : null}
          {options ? (
            <ShippingOptions
              options={options}
              value={shippingId}
              onChange={pickShipping}
              error={errors.shipping}
              legend={t('shop.shipping')}
            />
          ) : (
            <fieldset className="checkout-section">
              <legend>{t('shop.shipping')}</legend>
              <p className="field-hint">{t('shop.shipping_for_address')}</p>
              {errors.shipping ? <p className="field-error">{errors.shipping}</p> : null}
            </fieldset>
          )}
        </div>

        {paymentTypes.length > 1 ? (
          <fieldset className="checkout-section" part="payment">
            <legend>{t('shop.payment_type')}</legend>
            {paymentTypes.map((p) => (
              <label key={String(p.id)} className="radio-label">
                <input
                  type="radio"
                  name="paymentGateway"
                  value={String(p.id)}
                  checked={gateway === String(p.id)}
                  onChange={() => setGateway(String(p.id))}
                />
                <span>{p.name ?? p.id}</span>
              </label>
            ))}
          </fieldset>
        ) : paymentTypes.length === 1 ? (
          <p className="checkout-payment" part="payment">
            <strong>{t('shop.payment_type')}:</strong> {paymentTypes[0]?.name ?? paymentTypes[0]?.id}
          </p>
        ) : null}

        <Field label={t('shop.note')} name="note" type="textarea" rows={3} value={note} onChange={setNote} maxLength={2000} />
      </form>

      <PromotionCode />

      <section className="checkout-summary" part="summary" aria-labelledby={`${formId}-summary`}>
        <h2 id={`${formId}-summary`}>{t('shop.order_summary')}</h2>
        <ul className="checkout-lines">
          {items.map((item) => (
            <li key={item.id}>
              <span>
                {item.qty} × {item.name}
                {item.addons?.length ? ` + ${item.addons.map((a) => a.name).join(', ')}` : ''}
              </span>
              <span>{money(item.subtotal)}</span>
            </li>
          ))}
        </ul>
        <CartTotals />
      </section>

      {allInStock ? null : <Alert tone="warning">{t('shop.not_all_in_stock')}</Alert>}
      <div className="checkout-submit" aria-live="assertive">
        {message ? (
          <Alert tone="danger">
            <span part="order-error">{message}</span>
          </Alert>
        ) : null}
        {done ? <Alert tone="success">{t('shop.redirecting')}</Alert> : null}
      </div>
      <Button type="submit" form={formId} fullWidth busy={done} disabled={!allInStock} onClick={submit}>
        {t('shop.place_order')}
      </Button>
    </section>
  );
}
