import { useStyles } from '../hooks/useStyles';
import { ADDRESS_FIELDS, REQUIRED_ADDRESS, type AddressDraft, type AddressField } from './address';
import css from './address.css';
import { Field } from './Field';
import { CountrySelect } from './Select';

const AUTOCOMPLETE: Partial<Record<AddressField, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  phone: 'tel',
  company: 'organization',
  street_address: 'address-line1',
  street_address_1: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  postcode: 'postal-code',
};
const WIDE: readonly AddressField[] = ['display_name', 'street_address', 'street_address_1'];

export interface AddressFormProps {
  /** Asks the name the address is saved under (`display_name`) first: where addresses are kept. */
  named?: boolean;
  value: Partial<AddressDraft>;
  onChange: (name: AddressField, value: string) => void;
  /** Each field's label, in the caller's words (the shop and the account word them differently). */
  label: (name: AddressField) => string;
  errors?: Partial<Record<string, string>>;
  required?: readonly AddressField[];
}

/**
 * The address form (000 §3 Address), one for checkout and the account's saved addresses: the
 * same fields in the same order (`ADDRESS_FIELDS`), the country from a list, the rest typed,
 * with the browser's address autofill. The owner keeps the values, validates
 * (`missingAddressFields`) and sends them with the member's e-mail (`addressToSend`).
 * @csspart address-fields - The grid of fields.
 */
export function AddressForm({ named = false, value, onChange, label, errors = {}, required = REQUIRED_ADDRESS }: AddressFormProps) {
  useStyles(css);
  const fields: readonly AddressField[] = named ? ['display_name', ...ADDRESS_FIELDS] : ADDRESS_FIELDS;
  return (
    <div className="address-fields" part="address-fields">
      {fields.map((name) =>
        name === 'country' ? (
          <CountrySelect key={name} label={label(name)} value={value.country ?? ''} onChange={(code) => onChange(name, code)} />
        ) : (
          <Field
            key={name}
            className={WIDE.includes(name) ? 'wide' : undefined}
            label={label(name)}
            name={name}
            type={name === 'phone' ? 'tel' : undefined}
            value={value[name] ?? ''}
            onChange={(v) => onChange(name, v)}
            required={required.includes(name)}
            error={errors[name]}
            autoComplete={AUTOCOMPLETE[name]}
          />
        ),
      )}
    </div>
  );
}
