/** The profile's fields (000 §3 User), each with the site flag that lets a member edit it (000 §6). */
import type { User } from '../../core/session/userStore';
import type { FieldSpec } from '../../ui/form/schema';
import { ACCOUNT_MESSAGES } from '../../ui/form/validity';

export type Editable = Exclude<
  keyof User,
  'id' | 'is_admin' | 'email' | 'image' | 'thumbnail' | 'current_address_id' | 'drivers_licence_state_of_issue_id' | 'newpassword'
>;

const field = (name: Editable, flag: string, more: Partial<FieldSpec> = {}): FieldSpec & { name: Editable } => ({
  label: `account.${name}`,
  flag,
  messages: ACCOUNT_MESSAGES,
  ...more,
  name,
});

/** Shown always, editable with edit_name. */
export const NAMES = [
  field('first_name', 'edit_name', { autoComplete: 'given-name', required: true }),
  field('last_name', 'edit_name', { autoComplete: 'family-name', required: true }),
];
export const EMAIL: FieldSpec = { name: 'email', label: 'account.email', type: 'email' };
export const MOBILE_PHONE = field('mobile_phone', '', { type: 'tel', autoComplete: 'tel' });
/** Editable when empty with edit_date_of_birth, and afterwards only with change_date_of_birth. */
export const DATE_OF_BIRTH = field('date_of_birth', 'edit_date_of_birth', { type: 'date' });

/** Shown only when their flag is on. */
export const GATED = [
  field('drivers_licence_number', 'edit_drivers_licence'),
  field('drivers_licence_expiry', 'edit_drivers_licence', { type: 'date' }),
  field('emergency_contact_name', 'edit_emergency_contact'),
  field('emergency_contact_phone', 'edit_emergency_contact', { type: 'tel' }),
  field('company_name', 'edit_company_name'),
  field('company_phone', 'edit_company_phone', { type: 'tel' }),
  field('trading_name', 'edit_trading_name'),
  field('abn', 'edit_abn'),
  field('website', 'edit_website'),
  field('facebook_link', 'edit_facebook'),
  field('club_additional_member', 'edit_club_additional_member'),
];
