import { useEffect, useRef, useState, type FormEvent } from 'react';
import { sendContactMessage, type ContactMessage } from '../../api/forms';
import { useEmit } from '../../hooks/useHostEvents';
import { useUser } from '../../hooks/useSession';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useSubmit } from '../../ui/useSubmit';
import css from '../form/form.css';
import { EMAIL } from '../form/fields';
import { Form } from '../../ui/Form';

export interface ContactFormProps {
  /** Heading above the form; none by default (the CMS page has its own). */
  heading?: string;
}

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };

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
  const user = useUser();
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<keyof ContactMessage, string>>>({});
  const [sent, setSent] = useState(false);
  const { busy, error, setError, run } = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);

  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '';
  const email = user?.email ?? '';
  useEffect(() => {
    if (name || email) setValues((v) => ({ ...v, name: v.name || name, email: v.email || email }));
  }, [name, email]);

  useEffect(() => {
    if (attempt) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set = (key: keyof ContactMessage) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setProblems((p) => ({ ...p, [key]: '' }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || sent) return;
    const found: typeof problems = {};
    for (const key of Object.keys(EMPTY) as (keyof ContactMessage)[]) if (!values[key].trim()) found[key] = t('forms.required');
    if (!found.email && !EMAIL.test(values.email.trim())) found.email = t('forms.invalid_email');
    setProblems(found);
    if (Object.keys(found).length) {
      setError(t('forms.check_fields'));
      setAttempt((n) => n + 1);
      return;
    }
    void run(async () => {
      const details = {
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      };
      const reply = await sendContactMessage(details);
      emit('venue-form-submitted', { form_id: 'contact', success: reply.success });
      if (!reply.success) return setError(reply.error || reply.message || t('error.generic'));
      setSent(true);
    });
  };

  return (
    <div className="venue-form" part="base">
      {heading ? <h2>{heading}</h2> : null}
      <Form ref={formRef} className="form" part="form" onSubmit={submit} noValidate>
        <div className="form-row">
          <Field
            label={t('forms.name')}
            name="name"
            value={values.name}
            onChange={set('name')}
            required
            autoComplete="name"
            error={problems.name}
          />
          <Field
            label={t('forms.email')}
            name="email"
            type="email"
            value={values.email}
            onChange={set('email')}
            required
            autoComplete="email"
            error={problems.email}
          />
        </div>
        <Field
          label={t('forms.subject')}
          name="subject"
          value={values.subject}
          onChange={set('subject')}
          required
          error={problems.subject}
        />
        <Field
          label={t('forms.message')}
          name="message"
          type="textarea"
          rows={6}
          value={values.message}
          onChange={set('message')}
          required
          error={problems.message}
        />
        {error ? <Alert tone="danger">{error}</Alert> : null}
        {sent ? (
          <Alert tone="success">{t('forms.contact_sent')}</Alert>
        ) : (
          <Button type="submit" busy={busy}>
            {t('forms.send')}
          </Button>
        )}
      </Form>
    </div>
  );
}
