import { formQuery } from '../../api/forms';
import forms from '../../locales/en/forms';
import { defineWidget, type CmsWidget } from '../../ui/definition';
import type { FormProps } from './Form';

/** The CMS widget's form setting: `form` (its url or number), or `form_id` / `id` as other builders name it. */
export function formIdOf(widget: CmsWidget): string {
  const v = widget.templatevar ?? {};
  const id = v.form ?? v.form_id ?? v.formId ?? v.id ?? '';
  return typeof id === 'object' && id
    ? String((id as { url?: unknown; id?: unknown }).url ?? (id as { id?: unknown }).id ?? '')
    : String(id);
}

/** A form built in the CMS: `<venue-form>` and the CMS `form` widget. */
export const formWidget = defineWidget<FormProps>({
  tag: 'venue-form',
  kinds: ['form'],
  load: () => import('./Form').then((m) => m.Form),
  props: { formId: 'string', loginUrl: 'string' },
  queries: ({ formId }) => (formId ? [formQuery(formId)] : []),
  messages: { forms },
  fromWidget: (w) => ({ formId: formIdOf(w) }),
});
