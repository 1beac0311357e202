/** Which definition a known route renders, and with which props (000 §2, 001 §2 Known routes). */
import { loadDefinition, type DefinitionModule } from './registry';
import type { AnyDefinition } from '../ui/definition';
import type { RouteMatch } from './router';

// Each screen's definition is imported when a route first shows it (site/registry says why).
const account: DefinitionModule = () => import('../screens/account').then((m) => m.accountScreen);
const cart: DefinitionModule = () => import('../screens/cart').then((m) => m.cartScreen);
const checkout: DefinitionModule = () => import('../screens/checkout').then((m) => m.checkoutScreen);
const invoice: DefinitionModule = () => import('../screens/invoice').then((m) => m.invoiceScreen);
const login: DefinitionModule = () => import('../screens/login').then((m) => m.loginScreen);
const signup: DefinitionModule = () => import('../screens/login').then((m) => m.signupScreen);
const search: DefinitionModule = () => import('../screens/search').then((m) => m.searchScreen);

/** Every screen the site's routes choose (screenFor), each loaded: a server renders any page. */
export const allScreens = (): Promise<AnyDefinition[]> =>
  Promise.all([account, cart, checkout, invoice, login, signup, search].map(loadDefinition));

export interface ScreenChoice {
  module: DefinitionModule;
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
      return { module: login, props: { redirect: '', signupUrl: '/signup' } };
    case 'forgotpassword':
      return { module: login, props: { redirect: '', signupUrl: '/signup', recovery: true } };
    case 'auth':
      return { module: login, props: { redirect: '', oauth: true, signupUrl: '/signup' } };
    case 'signup':
      return { module: signup, props: { redirect: '', loginUrl: '/login' } };
    case 'profile':
      return { module: account, props: { loginUrl: '/login' } };
    case 'cart':
      return { module: cart, props: { checkoutUrl: '/checkout', shopUrl: '/' } };
    case 'checkout':
      return { module: checkout, props: { loginUrl: '/login', loginRedirect: true, returnUrl: href('/invoice'), shopUrl: '/' } };
    case 'invoice':
      return {
        module: invoice,
        props: {
          invoiceId: match.invoiceId || undefined,
          view: match.view,
          print: match.print,
          loginUrl: '/login',
          checkoutUrl: '/checkout',
        },
      };
    case 'search':
      return { module: search, props: { query: match.query } };
    default:
      return undefined;
  }
}
