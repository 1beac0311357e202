// Not part of the app: `tsc` checks that the package's types reach a React app. Every
// expected-error directive below must meet an error, so types gone missing (any) fail too.
import { configure, defineAll, getConfig } from 'venue-elements';
import { VenueFaq } from 'venue-elements/faq';
import type {} from 'venue-elements/product-grid';

export function typeChecks() {
  const api: string = getConfig().api;
  const all: Promise<void> = defineAll();
  const constructor: CustomElementConstructor = VenueFaq;
  configure({ lang: 'de' });
  // @ts-expect-error configure knows its settings
  configure({ colour: 'red' });

  const faq = document.createElement('venue-faq');
  const toc: boolean | undefined = faq.toc;
  faq.group = 'faqs';
  // @ts-expect-error a FAQ's group is a string
  faq.group = 3;

  const jsx = [
    <venue-faq key="1" group="faqs" toc heading="Questions" />,
    <venue-product-grid key="2" pageSize={6} productUrl="/shop/{url}" />,
    // @ts-expect-error toc is a boolean
    <venue-faq key="3" toc="yes" />,
    // @ts-expect-error pageSize is a number
    <venue-product-grid key="4" pageSize="six" />,
    // @ts-expect-error no such element
    <venue-nothing key="5" />,
  ];
  return { api, all, constructor, toc, jsx };
}
