import { useMemo, useState, type FormEvent } from 'react';
import { cardSurchargeQuery, submitForm, type CmsForm } from '../../api/forms';
import { getConfig } from '../../core/config';
import { leaveSite } from '../../core/navigation';
import { safePaymentUrl } from '../../core/redirects';
import { useEmit } from '../../hooks/useHostEvents';
import { useMoney } from '../../hooks/useMoney';
import { useQuery } from '../../hooks/useQuery';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useForm } from '../../ui/form/useForm';
import type { Values } from '../../ui/form/schema';
import { formFields, initialValues, payloadOf, submitLabel } from './fields';
import { FormField } from './FormField';
import { headerLevels } from './headerLevels';
import { returnAddress } from './returnAddress';
import { Form } from '../../ui/Form';
import { Deferred } from '../../ui/Deferred';

/** The captcha's widget and its service's loader: their code downloads only for a form with use_captcha. */
const loadCaptchaWidget = () => import('./Captcha').then((m) => m.Captcha);

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
  const state = useForm<Values>(() => initialValues(fields), { focusInvalid: true });
  const { values, busy, error, setError } = state;
  const [thanks, setThanks] = useState('');
  const [leaving, setLeaving] = useState(false);
  const surcharge = useQuery(form.cost > 0 ? cardSurchargeQuery(form.cost) : null);
  // Each success starts the fields afresh (new inputs), so the browser's own "touched and now
  // empty" state does not mark the cleared required fields as wrong.
  const [round, setRound] = useState(0);
  // 001 §3 use_captcha: the configured service's token goes with the values; a token is good for one send.
  const needsCaptcha = Boolean(form.use_captcha);
  const noCaptcha = needsCaptcha && !getConfig().captchaSiteKey;
  const [captchaToken, setCaptchaToken] = useState<Record<string, string>>({});
  const [sends, setSends] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || leaving || noCaptcha) return;
    setThanks('');
    if (!state.validate(fields)) return setError(t('forms.check_fields'));
    if (needsCaptcha && !Object.keys(captchaToken).length) return setError(t('forms.captcha_required'));
    // A field the server refused carries its words under the field too (useForm).
    void state.run(async () => {
      if (needsCaptcha) {
        // The server has the token now, whatever it answers: the next send needs a new one.
        setCaptchaToken({});
        setSends((n) => n + 1);
      }
      let reply;
      try {
        reply = await submitForm(form.id, payloadOf(fields, values), returnAddress(mark), captchaToken);
      } catch (e) {
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
      state.setValues(initialValues(fields));
      state.setProblems({});
      setRound((n) => n + 1);
      setThanks(form.message || reply.message || t('forms.sent'));
    });
  };

  const costText = form.cost > 0 ? t('forms.cost', { amount: money(form.cost) }) : '';
  const charge = surcharge.data;
  return (
    <div className="venue-form" part="base">
      <Form ref={state.ref} className="form" part="form" onSubmit={submit} noValidate aria-label={form.name || undefined}>
        {declined ? <Alert tone="warning">{declined}</Alert> : null}
        {fields.map((field, i) => (
          <FormField
            key={`${round}-${field.key}`}
            field={field}
            level={levels[i]}
            value={values[field.name] ?? ''}
            onChange={(name, value) => state.set(name)(value)}
            error={state.problems[field.name] || undefined}
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
        {needsCaptcha ? (
          <Deferred load={loadCaptchaWidget}>
            {(Captcha) => <Captcha key={sends} form={form.url || String(form.id)} onToken={setCaptchaToken} />}
          </Deferred>
        ) : null}
        {error ? <Alert tone="danger">{error}</Alert> : null}
        {thanks ? <Alert tone="success">{thanks}</Alert> : null}
        <Button type="submit" busy={busy || leaving} disabled={noCaptcha}>
          {submitLabel(fields) || t('forms.send')}
        </Button>
      </Form>
    </div>
  );
}
