import { createPersistedStore, pickTyped } from '../store';

/** 000 §3 User, as kept in the persisted client store. */
export interface User {
  id: number | null;
  first_name: string;
  last_name: string;
  is_admin: boolean;
  email: string;
  mobile_phone: string;
  date_of_birth: string;
  current_address_id: number | null;
  image: string;
  thumbnail: string;
  newpassword: string;
  company_name: string;
  company_phone: string;
  trading_name: string;
  abn: string | null;
  website: string | null;
  facebook_link: string | null;
  drivers_licence_number: string;
  drivers_licence_expiry: string;
  drivers_licence_state_of_issue_id: number | null;
  emergency_contact_name: string;
  emergency_contact_phone: string;
  /** The club additional member (edit_club_additional_member; labelled 'Partner Name' by default). */
  club_additional_member: string;
}

export const EMPTY_USER: User = {
  id: null,
  first_name: '',
  last_name: '',
  is_admin: false,
  email: '',
  mobile_phone: '',
  date_of_birth: '',
  current_address_id: null,
  image: '',
  thumbnail: '',
  newpassword: '',
  company_name: '',
  company_phone: '',
  trading_name: '',
  abn: null,
  website: null,
  facebook_link: null,
  drivers_licence_number: '',
  drivers_licence_expiry: '',
  drivers_licence_state_of_issue_id: null,
  emergency_contact_name: '',
  emergency_contact_phone: '',
  club_additional_member: '',
};

/** Accepts a server or stored user, keeping only known fields of the right type. */
export function toUser(value: unknown): User {
  // The server may send the picture as an Image object: the store keeps its address.
  const raw = value as { image?: unknown; thumbnail?: unknown } | null;
  const url = (v: unknown) =>
    v && typeof v === 'object' && typeof (v as { url?: unknown }).url === 'string' ? (v as { url: string }).url : v;
  const flat = raw && typeof raw === 'object' ? { ...raw, image: url(raw.image), thumbnail: url(raw.thumbnail) } : value;
  return { ...EMPTY_USER, ...pickTyped(flat, EMPTY_USER) };
}

export const userStore = createPersistedStore<User>({
  name: 'user',
  initial: EMPTY_USER,
  validate: (value) => toUser(value),
});
