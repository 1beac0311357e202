import { useState, type FormEvent } from 'react';
import { sendContactMessage, type ContactMessage } from '../../api/forms';
import { useEmit } from '../../hooks/useHostEvents';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { SchemaField } from '../../ui/form/SchemaField';
import { trimmed, type FieldSpec } from '../../ui/form/schema';
import { useForm } from '../../ui/form/useForm';
import { useMemberPrefill } from '../../ui/form/useMemberPrefill';
import css from '../form/form.css';

export interface ContactFormProps {
  /** Heading above the form; none by default (the CMS page has its own). */
  heading?: string;
}

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };
const FIELDS = {
  name: { name: 'name', label: 'forms.name', autoComplete: 'name', required: true },
  email: { name: 'email', label: 'forms.email', type: 'email', autoComplete: 'email', required: true },
  subject: { name: 'subject', label: 'forms.subject', required: true },
  message: { name: 'message', label: 'forms.message', type: 'textarea', rows: 6, required: true },
} satisfies Record<keyof ContactMessage, FieldSpec>;

/**
 * The contact form (001 §3 Contact message, §4 Contact, §5): name, email, subject and message,
 * all required; name and email prefilled from a logged-in member (never over what was typed).
 * Sending shows a spinner; 'Thank you for your message.' replaces the send button; a refusal
 * shows the server's text as-is and keeps every field.
 * @csspart form - The <form>.
 */
export function ContactForm({ heading }: ContactFormProps) {
  useStyles(css);
  const t = useT();
  const emit = useEmit();
  const form = useForm<ContactMessage>(EMPTY, { focusInvalid: true });
  const [sent, setSent] = useState(false);
  useMemberPrefill(form.setValues, (name, email) => ({ name, email }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.busy || sent) return;
    if (!form.validate(Object.values(FIELDS))) return form.setError(t('forms.check_fields'));
    void form.run(async () => {
      const details = trimmed(form.values);
      const reply = await sendContactMessage(details);
      emit('venue-form-submitted', { form_id: 'contact', success: reply.success });
      if (!reply.success) return form.setError(reply.error || reply.message || t('error.generic'));
      setSent(true);
    });
  };

  return (
    <div className="venue-form" part="base">
      {heading ? <h2>{heading}</h2> : null}
      <Form ref={form.ref} className="form" part="form" onSubmit={submit} noValidate>
        <div className="form-row">
          <SchemaField spec={FIELDS.name} form={form} />
          <SchemaField spec={FIELDS.email} form={form} />
        </div>
        <SchemaField spec={FIELDS.subject} form={form} />
        <SchemaField spec={FIELDS.message} form={form} />
        {form.error ? <Alert tone="danger">{form.error}</Alert> : null}
        {sent ? (
          <Alert tone="success">{t('forms.contact_sent')}</Alert>
        ) : (
          <Button type="submit" busy={form.busy}>
            {t('forms.send')}
          </Button>
        )}
      </Form>
    </div>
  );
}
