import { invoiceQuery } from '../../api/shop';
import shop from '../../locales/en/shop';
import { defineWidget } from '../../ui/definition';
import type { InvoiceProps } from './Invoice';

/** An order's invoice and tickets: `<venue-invoice>` and /invoice/{id} and its print forms. */
export const invoiceScreen = defineWidget<InvoiceProps>({
  tag: 'venue-invoice',
  load: () => import('./Invoice').then((m) => m.Invoice),
  props: { invoiceId: 'string', view: 'string', print: 'boolean', loginUrl: 'string', checkoutUrl: 'string' },
  queries: ({ invoiceId }) => (invoiceId ? [invoiceQuery(invoiceId)] : []),
  messages: { shop },
});
