import { hashOf } from '../../api/media';
import { defineWidget } from '../../ui/definition';
import { text } from '../gallery/settings';
import type { CallToActionProps } from './CallToAction';

/** The CMS `call_to_action` widget (001 §2); rendered by the site, no element of its own. */
export const callToActionWidget = defineWidget<CallToActionProps>({
  tag: 'venue-call-to-action',
  kinds: ['call_to_action'],
  load: () => import('./CallToAction').then((m) => m.CallToAction),
  props: { leftImage: 'string', text: 'string', rightImage: 'string' },
  fromWidget: ({ templatevar: v }) => ({
    leftImage: hashOf(v.left_image) || undefined,
    text: text(v.text ?? v.html) || undefined,
    rightImage: hashOf(v.right_image) || undefined,
  }),
});
