/** Addresses as the spec types them (000 §3 Address): the fields a form offers, their order, one way to write one on a line. */
import type { NewAddress } from '../api/user';

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

export const EMPTY_ADDRESS: AddressDraft = {
  display_name: '',
  first_name: '',
  last_name: '',
  phone: '',
  company: '',
  street_address: '',
  street_address_1: '',
  city: '',
  state: '',
  postcode: '',
  country: 'AU',
};

/**
 * The one address form's fields, in order (000 §3 Address less its id, and less the e-mail, which
 * is the member's own): the checkout's and the profile's are the same form. `display_name`, the
 * name an address is saved under, is asked where addresses are kept (the profile); an address
 * typed at checkout goes without one and the venue names it from its street.
 */
export const ADDRESS_FIELDS: readonly AddressField[] = [
  'first_name',
  'last_name',
  'phone',
  'company',
  'street_address',
  'street_address_1',
  'city',
  'state',
  'postcode',
  'country',
];

/** What an address needs before it can be saved or shipped to. */
export const REQUIRED_ADDRESS: readonly AddressField[] = ['street_address', 'city', 'postcode'];

export function missingAddressFields(address: Partial<AddressDraft>): AddressField[] {
  return REQUIRED_ADDRESS.filter((name) => !String(address[name] ?? '').trim());
}

/** An address on one line: its name, then street, city, state and postcode ('Workshop: 7 Paddock Road, Kurwongbah, QLD, 4503'). */
export function formatAddress(address: Partial<Record<AddressField, string | null>>): string {
  const place = [address.street_address, address.street_address_1, address.city, address.state, address.postcode]
    .filter(Boolean)
    .join(', ');
  return address.display_name ? `${address.display_name}: ${place}` : place;
}

/** An address as the API takes it (000 §3 Address): every field, trimmed, the member's e-mail and the ISO country in capitals. */
export function addressToSend(draft: AddressDraft, email: string): NewAddress {
  const trimmed = Object.fromEntries(Object.entries(draft).map(([name, value]) => [name, value.trim()])) as AddressDraft;
  return { ...trimmed, email, country: (trimmed.country || 'AU').toUpperCase() };
}
