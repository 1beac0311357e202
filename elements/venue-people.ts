import { defineElement } from '../src/element/defineElement';
import { peopleWidget } from '../src/widgets/people';
import type { PeopleProps } from '../src/widgets/people/People';

/**
 * @summary The venue's people, photo and text alternating left and right.
 * @attr heading - Heading above the list.
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart people - The list with its heading.
 * @csspart person - One person.
 * @csspart image - A photo.
 * @csspart pager - The previous and next page buttons.
 * @cssproperty --venue-color-muted - Colour of the job titles.
 * @reserve 600px
 * @demo heading="Our people"
 */
export const VenuePeople = defineElement(peopleWidget);

declare global {
  interface HTMLElementTagNameMap {
    'venue-people': HTMLElement & PeopleProps;
  }
}
