import { personsQuery } from '../../api/media';
import common from '../../locales/en/common';
import media from '../../locales/en/media';
import ui from '../../locales/en/ui';
import { defineWidget } from '../../ui/definition';
import { text } from '../gallery/settings';
import type { PeopleProps } from './People';

/** The person list: `<venue-people>` and the CMS `person_list` widget (001 §2). */
export const peopleWidget = defineWidget<PeopleProps>({
  tag: 'venue-people',
  kinds: ['person_list'],
  load: () => import('./People').then((m) => m.People),
  props: { heading: 'string' },
  queries: () => [personsQuery(1)],
  messages: { media, common, ui },
  fromWidget: (w) => ({
    heading: text(w.templatevar.heading) || undefined,
    limit: w.limit,
    offset: w.offset,
    itemsPerPage: w.itemsPerPage,
    labels: w.labels,
  }),
});
