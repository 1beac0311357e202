import { defineElement } from '../src/ui/defineElement';
import { Faq, type FaqProps } from '../src/widgets/faq/Faq';
import css from '../src/widgets/faq/faq.css';

/**
 * @summary Frequently asked questions as an accordion: one answer open at a time.
 * @attr group - FAQ group (url or id). Absent: every public FAQ item.
 * @attr toc - Boolean. Shows a table of contents above the questions.
 * @attr heading - Heading shown above the questions.
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart base - The element's root.
 * @csspart faq - The list with its heading and contents.
 * @csspart toc - The table of contents.
 * @csspart item - One question and answer.
 * @csspart question - The button that opens an answer.
 * @csspart answer - The answer's text.
 * @cssproperty --venue-color-brand - Accent colour of the open question and links.
 * @reserve 240px
 * @demo group="faqs" toc
 */
export const VenueFaq = defineElement<FaqProps>('venue-faq', Faq, {
  props: { group: 'string', toc: 'boolean', heading: 'string' },
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'venue-faq': HTMLElement & FaqProps;
  }
}
