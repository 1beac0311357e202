import { useEffect, useRef, useState, type FormEvent } from 'react';
import { eventCategoriesQuery, sendEnquiry, type BookingEnquiry as Enquiry } from '../../api/forms';
import { useEmit } from '../../hooks/useHostEvents';
import { useQuery } from '../../hooks/useQuery';
import { useUser } from '../../hooks/useSession';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Field } from '../../ui/Field';
import { LoadError } from '../../ui/LoadError';
import { Select } from '../../ui/Select';
import { useSubmit } from '../../ui/useSubmit';
import css from '../form/form.css';
import { EMAIL } from '../form/fields';
import { Form } from '../../ui/Form';

export interface BookingEnquiryProps {
  /** Heading above the form; none by default. */
  heading?: string;
}

type Flag = 'venue_main_track' | 'venue_dtc' | 'venue_function_room' | `prefer_${'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun'}`;
type Text = 'business_name' | 'contact_name' | 'email' | 'phone' | 'event_type' | 'description';

const VENUES: [Flag, string][] = [
  ['venue_main_track', 'forms.venue_main_track'],
  ['venue_dtc', 'forms.venue_dtc'],
  ['venue_function_room', 'forms.venue_function_room'],
];
const DAYS: [Flag, string][] = [
  ['prefer_mon', 'forms.monday'],
  ['prefer_tue', 'forms.tuesday'],
  ['prefer_wed', 'forms.wednesday'],
  ['prefer_thu', 'forms.thursday'],
  ['prefer_fri', 'forms.friday'],
  ['prefer_sat', 'forms.saturday'],
  ['prefer_sun', 'forms.sunday'],
];
const REQUIRED: Text[] = ['business_name', 'contact_name', 'email', 'phone', 'event_type', 'description'];
const PHONE = /^[+\d][\d ()-]{5,}$/;

const EMPTY: Enquiry = {
  venue_main_track: false,
  venue_dtc: false,
  venue_function_room: false,
  business_name: '',
  contact_name: '',
  email: '',
  phone: '',
  event_type: '',
  description: '',
  prefer_mon: false,
  prefer_tue: false,
  prefer_wed: false,
  prefer_thu: false,
  prefer_fri: false,
  prefer_sat: false,
  prefer_sun: false,
};

/**
 * The venue booking enquiry (001 §3 Booking enquiry, §5): the three venues and the preferred
 * days are optional; business name, contact name, e-mail, phone, event type (from eventCategory)
 * and description are required. 'Thank you for your enquiry' on success; any failure is 'Sorry,
 * something went wrong' (§8), with every field kept for another try.
 * @csspart form - The <form>.
 */
export function BookingEnquiry({ heading }: BookingEnquiryProps) {
  useStyles(css);
  const t = useT();
  const emit = useEmit();
  const user = useUser();
  const categories = useQuery(eventCategoriesQuery());
  const [values, setValues] = useState<Enquiry>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<Text, string>>>({});
  const [result, setResult] = useState<'sent' | 'failed' | ''>('');
  const { busy, run } = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);

  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '';
  const email = user?.email ?? '';
  useEffect(() => {
    if (name || email) setValues((v) => ({ ...v, contact_name: v.contact_name || name, email: v.email || email }));
  }, [name, email]);
  useEffect(() => {
    if (attempt) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const setText = (key: Text) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setProblems((p) => ({ ...p, [key]: '' }));
  };
  const flag = ([key, label]: [Flag, string]) => (
    <Checkbox key={key} label={t(label)} name={key} value={values[key]} onChange={(v) => setValues((s) => ({ ...s, [key]: v === 1 }))} />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || result === 'sent') return;
    const found: typeof problems = {};
    for (const key of REQUIRED) if (!values[key].trim()) found[key] = t('forms.required');
    if (!found.email && !EMAIL.test(values.email.trim())) found.email = t('forms.invalid_email');
    if (!found.phone && !PHONE.test(values.phone.trim())) found.phone = t('forms.invalid_phone');
    setProblems(found);
    if (Object.keys(found).length) return setAttempt((n) => n + 1);
    setResult('');
    void run(async () => {
      const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as Enquiry;
      let ok = false;
      try {
        ok = (await sendEnquiry(trimmed)).success;
      } catch {
        ok = false;
      }
      emit('venue-form-submitted', { form_id: 'enquiry', success: ok });
      setResult(ok ? 'sent' : 'failed');
    });
  };

  const options = categories.data ?? [];
  const text = (key: Text, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field label={t(label)} name={key} value={values[key]} onChange={setText(key)} required error={problems[key]} {...extra} />
  );

  if (result === 'sent')
    return (
      <div className="venue-form" part="base">
        <Alert tone="success">{t('forms.enquiry_sent')}</Alert>
      </div>
    );
  return (
    <div className="venue-form" part="base">
      {heading ? <h2>{heading}</h2> : null}
      <Form ref={formRef} className="form" part="form" onSubmit={submit} noValidate>
        <fieldset className="form-group">
          <legend className="field-label">{t('forms.venues')}</legend>
          <div className="form-choices">{VENUES.map(flag)}</div>
        </fieldset>
        <div className="form-row">
          {text('business_name', 'forms.business_name', { autoComplete: 'organization' })}
          {text('contact_name', 'forms.contact_name', { autoComplete: 'name' })}
        </div>
        <div className="form-row">
          {text('email', 'forms.email', { type: 'email', autoComplete: 'email' })}
          {text('phone', 'forms.phone', { type: 'tel', autoComplete: 'tel' })}
        </div>
        {categories.error ? <LoadError error={categories.error} retry={categories.reload} /> : null}
        <Select
          label={t('forms.event_type')}
          name="event_type"
          value={values.event_type}
          onChange={setText('event_type')}
          options={options}
          required
          error={problems.event_type}
        />
        {text('description', 'forms.description', { type: 'textarea', rows: 5 })}
        <fieldset className="form-group">
          <legend className="field-label">{t('forms.preferred_days')}</legend>
          <div className="form-choices">{DAYS.map(flag)}</div>
        </fieldset>
        {result === 'failed' ? <Alert tone="danger">{t('forms.enquiry_failed')}</Alert> : null}
        <Button type="submit" busy={busy}>
          {t('forms.send_enquiry')}
        </Button>
      </Form>
    </div>
  );
}
