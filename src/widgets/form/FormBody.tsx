import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { cardSurchargeQuery, submitForm, type CmsForm } from '../../api/forms';
import { HttpError } from '../../core/http/errors';
import { leaveSite } from '../../core/navigation';
import { safePaymentUrl } from '../../core/redirects';
import { useEmit } from '../../hooks/useHostEvents';
import { useMoney } from '../../hooks/useMoney';
import { useQuery } from '../../hooks/useQuery';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useSubmit } from '../../ui/useSubmit';
import { formFields, initialValues, payloadOf, problemOf, submitLabel, type Values } from './fields';
import { FormField } from './FormField';
import { headerLevels } from './headerLevels';
import { returnAddress } from './returnAddress';
import { Form } from '../../ui/Form';

/**
 * The form itself (`mark`: the name the host gave the form, put on the payment's return address
 * so that the same Form answers it): idle, submitting (one request however often it is clicked), success (the
 * thank-you, the fields back to their start) or error (the server's text as-is, every value kept).
 */
export function FormBody({ form, mark, declined }: { form: CmsForm; mark: string; declined: string }) {
  const t = useT();
  const money = useMoney();
  const emit = useEmit();
  const fields = useMemo(() => formFields(form), [form]);
  const levels = useMemo(() => headerLevels(fields), [fields]);
  const [values, setValues] = useState<Values>(() => initialValues(fields));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [thanks, setThanks] = useState('');
  const [leaving, setLeaving] = useState(false);
  const { busy, error, setError, run } = useSubmit();
  const surcharge = useQuery(form.cost > 0 ? cardSurchargeQuery(form.cost) : null);
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  // Each success starts the fields afresh (new inputs), so the browser's own "touched and now
  // empty" state does not mark the cleared required fields as wrong.
  const [round, setRound] = useState(0);

  // After a refused attempt, the first field to fix gets the focus.
  useEffect(() => {
    if (attempt) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const change = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setProblems((p) => (p[name] ? { ...p, [name]: '' } : p));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || leaving) return;
    setThanks('');
    const found: Record<string, string> = {};
    for (const field of fields) {
      if (!field.name) continue;
      const problem = problemOf(field, values[field.name] ?? '');
      if (problem) found[field.name] = t(problem.key, problem.values);
    }
    setProblems(found);
    if (Object.values(found).some(Boolean)) {
      setError(t('forms.check_fields'));
      setAttempt((n) => n + 1);
      return;
    }
    void run(async () => {
      let reply;
      try {
        reply = await submitForm(form.id, payloadOf(fields, values), returnAddress(mark));
      } catch (e) {
        // A field the server refused carries its words under the field too.
        const field = e instanceof HttpError ? (e.data as { field?: unknown } | undefined)?.field : undefined;
        if (typeof field === 'string' && field in values && e instanceof HttpError) {
          setProblems({ [field]: e.serverMessage ?? t('forms.required') });
          setAttempt((n) => n + 1);
        }
        emit('venue-form-submitted', { form_id: form.id, success: false });
        throw e;
      }
      if (!reply.success) {
        emit('venue-form-submitted', { form_id: form.id, success: false });
        setError(reply.error || reply.message || t('error.generic'));
        return;
      }
      emit('venue-form-submitted', { form_id: form.id, success: true });
      if (reply.payment) {
        const payment = safePaymentUrl(reply.payment);
        if (payment && leaveSite(payment)) setLeaving(true);
        else setError(t('error.generic'));
        return;
      }
      setValues(initialValues(fields));
      setProblems({});
      setRound((n) => n + 1);
      setThanks(form.message || reply.message || t('forms.sent'));
    });
  };

  const costText = form.cost > 0 ? t('forms.cost', { amount: money(form.cost) }) : '';
  const charge = surcharge.data;
  return (
    <div className="venue-form" part="base">
      <Form ref={formRef} className="form" part="form" onSubmit={submit} noValidate aria-label={form.name || undefined}>
        {declined ? <Alert tone="warning">{declined}</Alert> : null}
        {fields.map((field, i) => (
          <FormField
            key={`${round}-${field.key}`}
            field={field}
            level={levels[i]}
            value={values[field.name] ?? ''}
            onChange={change}
            error={problems[field.name] || undefined}
            disabled={leaving}
          />
        ))}
        {costText ? (
          <p className="form-cost" part="cost">
            <strong>{costText}</strong>
            {charge && charge.surcharge > 0 ? (
              <span>
                {' '}
                {t('forms.surcharge', { surcharge: money(charge.surcharge), percent: charge.percent, total: money(charge.total) })}
              </span>
            ) : null}
          </p>
        ) : null}
        {error ? <Alert tone="danger">{error}</Alert> : null}
        {thanks ? <Alert tone="success">{thanks}</Alert> : null}
        <Button type="submit" busy={busy || leaving}>
          {submitLabel(fields) || t('forms.send')}
        </Button>
      </Form>
    </div>
  );
}
