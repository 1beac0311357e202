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
import { CountrySelect } from '../../ui/Select';
import { ShippingOptions } from './CartParts';

/** Shipping estimate: suburb, postcode, country → the options as 'name $0.00'; picking one adds it to the totals. */
export function ShippingEstimate() {
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
