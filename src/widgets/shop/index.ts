import { productQuery, productsQuery } from '../../api/shop';
import shop from '../../locales/en/shop';
import ui from '../../locales/en/ui';
import { defineWidget } from '../../ui/definition';
import type { CartButtonProps } from './CartButton';
import type { ProductProps } from './Product';
import type { ProductGridProps } from './ProductGrid';

/** Products as cards: `<venue-product-grid>` and the CMS `Sell/product_grid` widget. */
export const productGridWidget = defineWidget<ProductGridProps>({
  tag: 'venue-product-grid',
  kinds: ['Sell/product_grid'],
  load: () => import('./ProductGrid').then((m) => m.ProductGrid),
  props: { pageSize: 'number', q: 'string', productUrl: 'string', cartUrl: 'string', heading: 'string' },
  queries: ({ pageSize, q }) => [productsQuery(1, pageSize, q)],
  messages: { shop, ui },
  fromWidget: ({ templatevar: s, limit, offset, itemsPerPage, labels }) => ({
    pageSize: Number(s.page_size) || undefined,
    heading: typeof s.heading === 'string' && s.heading ? s.heading : undefined,
    limit,
    offset,
    itemsPerPage,
    labels,
  }),
});

/** One product: `<venue-product>` and the CMS `Sell/product_view` widget. */
export const productWidget = defineWidget<ProductProps>({
  tag: 'venue-product',
  kinds: ['Sell/product_view'],
  load: () => import('./Product').then((m) => m.Product),
  props: { url: 'string', cartUrl: 'string' },
  queries: ({ url }) => (url ? [productQuery(url)] : []),
  messages: { shop },
  fromWidget: ({ templatevar: s }, { item }) => ({ url: typeof s.product === 'string' && s.product ? s.product : item }),
});

/** The cart's count and subtotal: `<venue-cart-button>`. */
export const cartButtonWidget = defineWidget<CartButtonProps>({
  tag: 'venue-cart-button',
  load: () => import('./CartButton').then((m) => m.CartButton),
  props: { href: 'string', dialog: 'boolean', checkoutUrl: 'string' },
  messages: { shop },
});
