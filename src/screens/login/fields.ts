/** The account screens' fields (000 §2 /login, /signup, /forgotpassword), written once. */
import { EMAIL as EMAIL_PATTERN, type FieldSpec } from '../../ui/form/schema';

export const EMAIL: FieldSpec = {
  name: 'email',
  label: 'account.email',
  type: 'email',
  autoComplete: 'email',
  required: 'account.required_email',
  pattern: [EMAIL_PATTERN, 'account.invalid_email'],
};
/** The code's form is the server's to judge (its words show when it refuses one): only an empty field is stopped here. */
export const CODE: FieldSpec = { name: 'code', label: 'account.code', autoComplete: 'one-time-code', required: 'account.required_field' };
export const PASSWORD: FieldSpec = {
  name: 'password',
  label: 'account.password',
  type: 'password',
  autoComplete: 'current-password',
  required: true,
};
/** The password's rules are the server's (000 §5 shows none): it judges, and its words show. */
export const NEW_PASSWORD: FieldSpec = {
  name: 'newpassword',
  label: 'account.new_password',
  type: 'password',
  autoComplete: 'new-password',
  required: 'account.required_field',
  suggest: true,
};
export const FIRST_NAME: FieldSpec = {
  name: 'first_name',
  label: 'account.first_name',
  autoComplete: 'given-name',
  required: 'account.required_field',
};
export const LAST_NAME: FieldSpec = {
  name: 'last_name',
  label: 'account.last_name',
  autoComplete: 'family-name',
  required: 'account.required_field',
};
/** Typed dd/mm/yyyy; asked when the site's ask_date_of_birth is on. */
export const DATE_OF_BIRTH: FieldSpec = {
  name: 'date_of_birth',
  label: 'account.date_of_birth',
  type: 'date',
  required: 'account.required_field',
};
