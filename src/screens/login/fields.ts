/** The account screens' fields (000 §2 /login, /signup, /forgotpassword), written once, in the account's words. */
import type { FieldSpec } from '../../ui/form/schema';
import { ACCOUNT_MESSAGES } from '../../ui/form/validity';

const field = (spec: FieldSpec): FieldSpec => ({ required: true, messages: ACCOUNT_MESSAGES, ...spec });

export const EMAIL = field({
  name: 'email',
  label: 'account.email',
  type: 'email',
  autoComplete: 'email',
  messages: { ...ACCOUNT_MESSAGES, valueMissing: 'account.required_email' },
});
/** The code's form is the server's to judge (its words show when it refuses one): only an empty field is stopped here. */
export const CODE = field({ name: 'code', label: 'account.code', autoComplete: 'one-time-code' });
/** Required, but not checked here: a wrong or empty password is the server's to refuse (000 §8). */
export const PASSWORD = field({ name: 'password', label: 'account.password', type: 'password', autoComplete: 'current-password' });
/** The password's rules are the server's (000 §5 shows none): it judges, and its words show. */
export const NEW_PASSWORD = field({
  name: 'newpassword',
  label: 'account.new_password',
  type: 'password',
  autoComplete: 'new-password',
  suggest: true,
});
export const FIRST_NAME = field({ name: 'first_name', label: 'account.first_name', autoComplete: 'given-name' });
export const LAST_NAME = field({ name: 'last_name', label: 'account.last_name', autoComplete: 'family-name' });
/** Typed dd/mm/yyyy; asked when the site's ask_date_of_birth is on. */
export const DATE_OF_BIRTH = field({ name: 'date_of_birth', label: 'account.date_of_birth', type: 'date' });
