import { useState } from 'react';
import { setShipping, shippingQuote, type ShippingOption } from '../../api/cart';
import { useCart } from '../../hooks/useCart';
import { useMoney } from '../../hooks/useMoney';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { errorText } from '../../ui/errorText';
import { Field } from '../../ui/Field';
import { Form } from '../../ui/Form';
import { useForm } from '../../ui/form/useForm';
import { problemsOf } from '../../ui/form/validity';
import { SHOP_ADDRESS } from '../../ui/address';
import { CountrySelect } from '../../ui/Select';
import { ShippingOptions } from './CartParts';

/** The estimate needs the postcode, asked and worded as checkout's address asks it ('Please fill in Postcode.'). */
const POSTCODE = SHOP_ADDRESS.filter((field) => field.name === 'postcode');

/** Shipping estimate: suburb, postcode, country → the options as 'name $0.00'; picking one adds it to the totals. */
export function ShippingEstimate() {
  const t = useT();
  const money = useMoney();
  const shippingType = useCart((c) => c.shipping_type);
  const form = useForm({ suburb: '', postcode: '', country: 'AU' });
  const { values, error, setError } = form;
  const [options, setOptions] = useState<ShippingOption[] | null>(null);
  const suburb = values.suburb.trim();
  const postcode = values.postcode.trim();

  const quote = () => {
    const [missing] = Object.values(problemsOf(POSTCODE, values, t));
    if (missing) return setError(missing);
    return form.run(async () => setOptions(await shippingQuote(suburb, postcode, values.country, money)));
  };

  return (
    <Form className="cart-shipping" part="shipping" noValidate onSubmit={(event) => event.preventDefault()}>
      <fieldset>
        <legend>{t('shop.shipping_quote')}</legend>
        <div className="cart-shipping-fields">
          <Field label={t('shop.suburb')} {...form.field('suburb')} autoComplete="address-level2" />
          <Field label={t('shop.postcode')} {...form.field('postcode')} required autoComplete="postal-code" />
          <CountrySelect label={t('shop.country')} value={values.country} onChange={form.set('country')} />
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
              setShipping(id, [suburb, postcode, values.country].filter(Boolean).join(', ')).catch((e: unknown) =>
                setError(errorText(e, t)),
              )
            }
          />
        ) : null}
      </fieldset>
    </Form>
  );
}
