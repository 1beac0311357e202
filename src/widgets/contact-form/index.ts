import forms from '../../locales/en/forms';
import { defineWidget } from '../../ui/definition';
import type { ContactFormProps } from './ContactForm';

/** The contact form: `<venue-contact-form>` and the CMS `contact_form` widget. */
export const contactFormWidget = defineWidget<ContactFormProps>({
  tag: 'venue-contact-form',
  kinds: ['contact_form'],
  load: () => import('./ContactForm').then((m) => m.ContactForm),
  props: { heading: 'string' },
  messages: { forms },
  fromWidget: (w) => ({ heading: typeof w.templatevar?.heading === 'string' ? w.templatevar.heading : undefined }),
});
