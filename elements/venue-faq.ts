import { defineElement } from '../src/element/defineElement';
import { faqWidget } from '../src/widgets/faq';
import type { FaqProps } from '../src/widgets/faq/Faq';

/**
 * @summary Frequently asked questions as an accordion: one answer open at a time. Until the visitor acts on it, the element is its reserved box (`--venue-reserve` in px, else 240px; `auto` for none), so the host's text below does not move as the questions arrive: those below the box's edge wait behind 'Show all questions'.
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
 * @csspart more - The strip with 'Show all questions' (its `button` part), while questions lie below the reserved box's edge.
 * @cssproperty --venue-color-brand - Accent colour of the open question and links.
 * @cssproperty --venue-reserve - The FAQ's box until the visitor acts on it (default: its @reserve, 240px; `auto` for none): questions below its edge wait behind 'Show all questions'.
 * @early /api/v1/cognito/faq?group={group}
 * @reserve 240px
 * @faces 600 1em heading, 400 1em, 700 1em heading, 700 1.5em heading, 600 1em
 * @demo group="faqs" toc
 */
export const VenueFaq = defineElement(faqWidget);

declare global {
  interface HTMLElementTagNameMap {
    'venue-faq': HTMLElement & FaqProps;
  }
}
