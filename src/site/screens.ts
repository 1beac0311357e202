/** Which definition a known route renders, and with which props (000 §2, 001 §2 Known routes). */
import { accountScreen } from '../screens/account';
import { cartScreen } from '../screens/cart';
import { checkoutScreen } from '../screens/checkout';
import { invoiceScreen } from '../screens/invoice';
import { loginScreen, signupScreen } from '../screens/login';
import { notFoundScreen } from '../screens/not-found';
import { searchScreen } from '../screens/search';
import type { AnyDefinition } from './registry';
import type { RouteMatch } from './router';

/** Every screen the site renders: those its routes choose (screenFor) and the 'Page not found' page. */
export const SCREENS: readonly AnyDefinition[] = [
  accountScreen,
  cartScreen,
  checkoutScreen,
  invoiceScreen,
  loginScreen,
  signupScreen,
  searchScreen,
  notFoundScreen,
];

export interface ScreenChoice {
  definition: AnyDefinition;
  props: object;
}

/** Whether a screen's own logins go on to redirect_after_login (else /profile): its `redirect: ''`. */
export function followsRedirectAfterLogin(choice: ScreenChoice | undefined): boolean {
  return (choice?.props as { redirect?: string } | undefined)?.redirect === '';
}

export function screenFor(match: RouteMatch, href: (path: string) => string): ScreenChoice | undefined {
  switch (match.screen) {
    // `redirect: ''` is the stored redirect_after_login, else /profile (or the entry area).
    case 'login':
      return { definition: loginScreen, props: { redirect: '', signupUrl: '/signup' } };
    case 'forgotpassword':
      return { definition: loginScreen, props: { redirect: '', signupUrl: '/signup', recovery: true } };
    case 'auth':
      return { definition: loginScreen, props: { redirect: '', oauth: true, signupUrl: '/signup' } };
    case 'signup':
      return { definition: signupScreen, props: { redirect: '', loginUrl: '/login' } };
    case 'profile':
      return { definition: accountScreen, props: { loginUrl: '/login' } };
    case 'cart':
      return { definition: cartScreen, props: { checkoutUrl: '/checkout', shopUrl: '/' } };
    case 'checkout':
      return { definition: checkoutScreen, props: { loginUrl: '/login', loginRedirect: true, returnUrl: href('/invoice'), shopUrl: '/' } };
    case 'invoice':
      return {
        definition: invoiceScreen,
        props: {
          invoiceId: match.invoiceId || undefined,
          view: match.view,
          print: match.print,
          loginUrl: '/login',
          checkoutUrl: '/checkout',
        },
      };
    case 'search':
      return { definition: searchScreen, props: { query: match.query } };
    default:
      return undefined;
  }
}
