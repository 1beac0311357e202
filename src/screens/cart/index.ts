import shop from '../../locales/en/shop';
import { defineWidget } from '../../ui/definition';
import type { CartProps } from './Cart';

/** The cart: `<venue-cart>` and /cart. */
export const cartScreen = defineWidget<CartProps>({
  tag: 'venue-cart',
  load: () => import('./Cart').then((m) => m.Cart),
  props: { checkoutUrl: 'string', shopUrl: 'string' },
  messages: { shop },
});
