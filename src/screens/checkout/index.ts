import { addressesQuery } from '../../api/user';
import shop from '../../locales/en/shop';
import { defineWidget } from '../../ui/definition';
import type { CheckoutProps } from './Checkout';

/** Checkout to the payment page: `<venue-checkout>` and /checkout. */
export const checkoutScreen = defineWidget<CheckoutProps>({
  tag: 'venue-checkout',
  load: () => import('./Checkout').then((m) => m.Checkout),
  props: { loginUrl: 'string', loginRedirect: 'boolean', returnUrl: 'string', shopUrl: 'string' },
  queries: () => [addressesQuery()],
  messages: { shop },
});
