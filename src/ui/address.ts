/** Addresses as the spec types them (000 §3 Address): the fields a form offers, their order, one way to write one on a line. */
import type { NewAddress } from '../api/user';
import type { FieldSpec } from './form/schema';
import { ACCOUNT_MESSAGES } from './form/validity';

export type AddressField =
  | 'display_name'
  | 'first_name'
  | 'last_name'
  | 'phone'
  | 'company'
  | 'street_address'
  | 'street_address_1'
  | 'city'
  | 'state'
  | 'postcode'
  | 'country';
export type AddressDraft = Record<AddressField, string>;

/** An address field's spec; `wide` spans the form's grid. */
export interface AddressSpec extends FieldSpec {
  name: AddressField;
  wide?: boolean;
}

/** A field less its label, which is in the words of the form that asks (the shop's, the account's). */
const field = (name: AddressField, autoComplete?: string, more?: Partial<AddressSpec>): Omit<AddressSpec, 'label'> => ({
  name,
  autoComplete,
  ...more,
});

/**
 * The one address form's fields, in order (000 §3 Address less its id, and less the e-mail, which
 * is the member's own): the checkout's and the profile's are the same form. What an address needs
 * before it can be saved or shipped to: its street, city and postcode.
 */
const FIELDS = [
  field('first_name', 'given-name'),
  field('last_name', 'family-name'),
  field('phone', 'tel', { type: 'tel' }),
  field('company', 'organization'),
  field('street_address', 'address-line1', { required: true, wide: true }),
  field('street_address_1', 'address-line2', { wide: true }),
  field('city', 'address-level2', { required: true }),
  field('state', 'address-level1'),
  field('postcode', 'postal-code', { required: true }),
  field('country'),
];

/** The address typed at checkout, in the shop's words ('Please fill in Postcode.'): it goes without a name, and the venue names it from its street. */
export const SHOP_ADDRESS: readonly AddressSpec[] = FIELDS.map((spec) => ({
  ...spec,
  label: `shop.${spec.name}`,
  messages: { valueMissing: 'shop.field_required' },
}));

/** A saved address, in the account's words: first the name it is saved under (`display_name`). */
export const ACCOUNT_ADDRESS: readonly AddressSpec[] = [field('display_name', undefined, { wide: true }), ...FIELDS].map((spec) => ({
  ...spec,
  label: spec.name === 'company' ? 'account.company_name' : `account.${spec.name}`,
  messages: ACCOUNT_MESSAGES,
}));

/** An address with nothing typed yet, in Australia. */
export const EMPTY_ADDRESS = Object.fromEntries(ACCOUNT_ADDRESS.map(({ name }) => [name, name === 'country' ? 'AU' : ''])) as AddressDraft;

/** An address on one line: its name, then street, city, state and postcode ('Workshop: 7 Paddock Road, Kurwongbah, QLD, 4503'). */
export function formatAddress(address: Partial<Record<AddressField, string | null>>): string {
  const place = [address.street_address, address.street_address_1, address.city, address.state, address.postcode]
    .filter(Boolean)
    .join(', ');
  return address.display_name ? `${address.display_name}: ${place}` : place;
}

/**
 * An address as the API takes it (000 §3 Address): every field, trimmed, the member's e-mail and
 * the ISO country in capitals; a form's other values (checkout's note) stay behind.
 */
export function addressToSend(draft: AddressDraft, email: string): NewAddress {
  const trimmed = Object.fromEntries(ACCOUNT_ADDRESS.map(({ name }) => [name, draft[name].trim()])) as AddressDraft;
  return { ...trimmed, email, country: (trimmed.country || 'AU').toUpperCase() };
}
