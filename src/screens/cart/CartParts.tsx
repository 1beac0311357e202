import { useEffect, type ReactNode } from 'react';
import { setPromotionCode, type ShippingOption } from '../../api/cart';
import { useCart } from '../../hooks/useCart';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { RadioGroup } from '../../ui/RadioGroup';
import { useMoney } from '../../hooks/useMoney';
import { Form } from '../../ui/Form';
import { useForm } from '../../ui/form/useForm';

/** Parts of the cart that checkout shows too: promotion code, shipping options, totals. */

/** The promotion code (000 §3 promotion_code): sent with every getCart; the server applies it or says why not. */
export function PromotionCode() {
  const t = useT();
  const stored = useCart((c) => c.promotion_code);
  const applied = useCart((c) => c.promotion_applied);
  const message = useCart((c) => c.promotion_message);
  const form = useForm({ promotion_code: stored });
  const { setValues } = form;
  useEffect(() => setValues({ promotion_code: stored }), [stored, setValues]);

  return (
    <Form className="cart-promotion" part="promotion" noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="inline-form">
        <Field label={t('shop.promotion_code')} {...form.field('promotion_code')} autoComplete="off" />
        <Button
          type="submit"
          variant="secondary"
          disabled={!form.values.promotion_code.trim()}
          onClick={() => form.run(() => setPromotionCode(form.values.promotion_code))}
        >
          {t('shop.apply')}
        </Button>
      </div>
      <div aria-live="polite">
        {stored && message ? (
          <p className="cart-promotion-message" data-tone={applied ? 'success' : 'danger'} part="promotion-message">
            {message}{' '}
            <button type="button" className="text-button" onClick={() => quietly(setPromotionCode(''))}>
              {t('shop.remove_code')}
            </button>
          </p>
        ) : null}
        {form.error ? <Alert tone="danger">{form.error}</Alert> : null}
      </div>
    </Form>
  );
}

function quietly(promise: Promise<unknown>) {
  promise.catch(() => undefined);
}

/** The shipping options as radio buttons labelled 'name $0.00' (000 §3), pick-up marked. */
export function ShippingOptions({
  options,
  value,
  onChange,
  error,
  legend,
}: {
  options: ShippingOption[];
  value: string;
  onChange: (id: string) => void;
  error?: string;
  legend?: ReactNode;
}) {
  const t = useT();
  if (!options.length) return <p className="field-hint">{t('shop.no_shipping_options')}</p>;
  return (
    <RadioGroup
      className="shipping-options"
      part="shipping-options"
      legend={legend ?? t('shop.shipping_options')}
      name="shipping_option"
      value={value}
      onChange={onChange}
      error={error}
      options={options.map((option) => ({
        value: String(option.id),
        label: option.name,
        extra: option.is_pick_up ? <span className="badge">{t('shop.pick_up')}</span> : null,
      }))}
    />
  );
}

/** Subtotal, discount, shipping, total and GST, as the server computed them. */
export function CartTotals() {
  const t = useT();
  const money = useMoney();
  const subtotal = useCart((c) => c.cartSubtotal);
  const discount = useCart((c) => c.discount_amount);
  const applied = useCart((c) => c.promotion_applied);
  const shipping = useCart((c) => c.shipping_amount);
  const shippingType = useCart((c) => c.shipping_type);
  const total = useCart((c) => c.total_amount);
  const tax = useCart((c) => c.total_tax);
  return (
    <div className="totals" part="totals">
      <dl aria-label={t('shop.totals')}>
        <div>
          <dt>{t('shop.subtotal')}</dt>
          <dd>{money(subtotal)}</dd>
        </div>
        {discount > 0 ? (
          <div>
            <dt>
              {t('shop.discount')}
              {applied ? ` (${applied})` : ''}
            </dt>
            <dd>−{money(discount)}</dd>
          </div>
        ) : null}
        {shippingType ? (
          <div>
            <dt>{t('shop.shipping')}</dt>
            <dd>{money(shipping)}</dd>
          </div>
        ) : null}
        <div className="totals-total">
          <dt>{t('shop.total')}</dt>
          <dd part="total">{money(total)}</dd>
        </div>
      </dl>
      <p className="totals-tax">{t('shop.includes_tax', { amount: money(tax) })}</p>
    </div>
  );
}
