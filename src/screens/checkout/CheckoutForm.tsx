import { useId, useState } from 'react';
import { encodeUrl, submitOrder } from '../../api/cart';
import { currentUrl, leaveSite } from '../../core/navigation';
import { safePaymentUrl } from '../../core/redirects';
import { useCart } from '../../hooks/useCart';
import { useEmit } from '../../hooks/useHostEvents';
import { useT } from '../../hooks/useT';
import { addressToSend, EMPTY_ADDRESS, SHOP_ADDRESS } from '../../ui/address';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { errorText } from '../../ui/errorText';
import { Field } from '../../ui/Field';
import { Link } from '../../ui/Link';
import { hasProblems, type Problems } from '../../ui/form/schema';
import { useForm } from '../../ui/form/useForm';
import { problemsOf } from '../../ui/form/validity';
import { PromotionCode } from '../cart/CartParts';
import { AddressChoice } from './AddressChoice';
import { OrderSummary } from './OrderSummary';
import { PaymentChoice, type PaymentType } from './PaymentChoice';
import { ShippingChoice } from './ShippingChoice';
import { NEW, useAddressChoice } from './useAddressChoice';
import { useQuoteRequest } from './useQuoteRequest';
import { useShippingQuote } from './useShippingQuote';
import { Form } from '../../ui/Form';

export interface FormProps {
  returnUrl: string;
  shopUrl?: string;
  email: string;
  currentAddressId: number | null;
}

/**
 * The checkout form of a member whose cart has loaded: address, shipping, payment type, note,
 * promotion code and summary; one order submission at a time and none after a success.
 */
export function CheckoutForm({ returnUrl, shopUrl, email, currentAddressId }: FormProps) {
  const t = useT();
  const formId = useId();
  const emit = useEmit();
  const items = useCart((c) => c.items);
  const allInStock = useCart((c) => c.all_in_stock);
  const paymentTypes = useCart((c) => c.payment_types) as PaymentType[];
  const promotionCode = useCart((c) => c.promotion_code);
  // The order's fields (a new address's, the payment type and the note), and one submission at a
  // time: its failure, and any other, shows above the button.
  const form = useForm(() => ({ ...EMPTY_ADDRESS, gateway: '', note: '' }));
  const { busy, error: message, setError: setMessage, values, problems: errors, setProblems: setErrors } = form;
  const address = useAddressChoice(email, currentAddressId, values);
  // The first payment type until the member chooses another.
  const gateway = values.gateway || String(paymentTypes[0]?.id ?? '');
  const note = values.note;
  const shipping = useShippingQuote(address.chosen, address.choice === NEW, setMessage);
  const quoteRequest = useQuoteRequest(shipping.key);
  const [done, setDone] = useState(false);

  function validate(): Problems {
    const found: Problems = {};
    if (!address.choice) found.address = t('shop.choose_address');
    if (address.choice === NEW) Object.assign(found, problemsOf(SHOP_ADDRESS, values, t));
    if (!shipping.shippingId) found.shipping = t('shop.choose_shipping');
    return found;
  }

  /** A quote is asked for a whole address: a new one's required fields first. */
  const askQuote = () => {
    if (address.choice === NEW) {
      const found = problemsOf(SHOP_ADDRESS, values, t);
      if (hasProblems(found)) {
        setErrors((e) => ({ ...e, ...found }));
        return setMessage(Object.values(found).join(' '));
      }
      setMessage('');
      return quoteRequest.ask(addressToSend(values, email));
    }
    if (address.chosen) quoteRequest.ask({ ...address.chosen });
  };

  const order = async () => {
    let addressId: number;
    try {
      addressId = await address.addressId();
    } catch (error) {
      return setMessage(errorText(error, t));
    }
    const reply = await submitOrder({
      address: addressId,
      shipping_option_id: Number(shipping.shippingId),
      paymentGateway: gateway || 'card',
      note: note.trim(),
      promotion_code: promotionCode,
      url: encodeUrl(new URL(returnUrl, currentUrl()).href),
    });
    const payment = reply.success ? safePaymentUrl(reply.payment) : null;
    if (!payment) return setMessage((!reply.success && reply.message) || t('error.generic'));
    setDone(true);
    emit('venue-order-submitted', { payment });
    leaveSite(payment);
  };

  const submit = () => {
    if (busy || done) return;
    const found = validate();
    if (!form.check(found)) return setMessage(Object.values(found).join(' '));
    // 000 §8: a submitOrder call that fails (any error status, network, timeout) is 'something
    // went wrong'; the server's message is shown only from a reply of success false.
    return form.run(() => order().catch(() => setMessage(t('error.generic'))));
  };

  if (!items.length && !done)
    return (
      <section className="checkout" part="checkout" aria-label={t('shop.checkout_title')}>
        <p>{t('shop.cart_empty')}</p>
        <Link to={shopUrl} sitePath="/">
          {t('shop.continue_shopping')}
        </Link>
      </section>
    );

  return (
    <section className="checkout" part="checkout" aria-label={t('shop.checkout_title')}>
      {/* Enter "clicks" the submit button, which does the work once. */}
      <Form id={formId} className="checkout-form" noValidate onSubmit={(event) => event.preventDefault()}>
        <AddressChoice
          saved={address.saved}
          loading={address.addresses.loading && !address.addresses.data}
          failed={Boolean(address.addresses.error)}
          choice={address.choice}
          onChoose={address.setChoice}
          draft={values}
          onField={(name, value) => form.set(name)(value)}
          errors={errors}
        />
        <ShippingChoice
          quote={shipping}
          error={errors.shipping}
          onPick={(id) => {
            setErrors((e) => ({ ...e, shipping: '' }));
            shipping.pick(id);
          }}
          request={quoteRequest}
          email={email}
          onAskQuote={askQuote}
        />
        <PaymentChoice types={paymentTypes} value={gateway} onChange={form.set('gateway')} />
        <Field label={t('shop.note')} type="textarea" rows={3} maxLength={2000} {...form.field('note')} />
      </Form>
      <PromotionCode />
      <OrderSummary />
      {allInStock ? null : <Alert tone="warning">{t('shop.not_all_in_stock')}</Alert>}
      <div className="checkout-submit" aria-live="assertive">
        {message ? (
          <Alert tone="danger">
            <span part="order-error">{message}</span>
          </Alert>
        ) : null}
        {done ? <Alert tone="success">{t('shop.redirecting')}</Alert> : null}
      </div>
      <Button type="submit" form={formId} fullWidth busy={busy || done} disabled={!allInStock} onClick={submit}>
        {t('shop.place_order')}
      </Button>
    </section>
  );
}
