import account from '../../locales/en/account';
import { defineWidget } from '../../ui/definition';
import type { LoginProps } from './Login';
import type { SignupProps } from './Signup';

/** Login by link, code, password or OAuth, and recovery: `<venue-login>`, /login, /forgotpassword, /auth. */
export const loginScreen = defineWidget<LoginProps>({
  tag: 'venue-login',
  load: () => import('./Login').then((m) => m.Login),
  props: { codeOnly: 'boolean', password: 'boolean', oauth: 'boolean', redirect: 'string', signupUrl: 'string', recovery: 'boolean' },
  messages: { account },
});

/** Sign-up: `<venue-signup>` and /signup. */
export const signupScreen = defineWidget<SignupProps>({
  tag: 'venue-signup',
  load: () => import('./Signup').then((m) => m.Signup),
  props: { redirect: 'string', loginUrl: 'string' },
  messages: { account },
});
