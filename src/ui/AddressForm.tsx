import { useStyles } from '../hooks/useStyles';
import { useT } from '../hooks/useT';
import type { AddressDraft, AddressField, AddressSpec } from './address';
import css from './address.css';
import { Field } from './Field';
import { inputType } from './form/schema';
import { CountrySelect } from './Select';

export interface AddressFormProps {
  /** The fields in the caller's words: the shop's (`SHOP_ADDRESS`) or the account's, named first (`ACCOUNT_ADDRESS`). */
  fields: readonly AddressSpec[];
  value: Partial<AddressDraft>;
  onChange: (name: AddressField, value: string) => void;
  errors?: Partial<Record<string, string>>;
}

/**
 * The address form (000 §3 Address), one for checkout and the account's saved addresses: the
 * same fields in the same order, the country from a list, the rest typed, with the browser's
 * address autofill. The owner keeps the values, checks them against the same specs
 * (`useForm().validate`) and sends them with the member's e-mail (`addressToSend`).
 * @csspart address-fields - The grid of fields.
 */
export function AddressForm({ fields, value, onChange, errors = {} }: AddressFormProps) {
  useStyles(css);
  const t = useT();
  return (
    <div className="address-fields" part="address-fields">
      {fields.map(({ name, label, type, autoComplete, required, wide }) =>
        name === 'country' ? (
          <CountrySelect key={name} label={t(label)} value={value.country ?? ''} onChange={(code) => onChange(name, code)} />
        ) : (
          <Field
            key={name}
            className={wide ? 'wide' : undefined}
            label={t(label)}
            name={name}
            type={inputType(type)}
            value={value[name] ?? ''}
            onChange={(v) => onChange(name, v)}
            required={required}
            error={errors[name]}
            autoComplete={autoComplete}
          />
        ),
      )}
    </div>
  );
}
