import { useState, type FormEvent } from 'react';
import { eventCategoriesQuery, sendEnquiry, type BookingEnquiry as Enquiry } from '../../api/forms';
import { useEmit } from '../../hooks/useHostEvents';
import { useQuery } from '../../hooks/useQuery';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { LoadError } from '../../ui/LoadError';
import { Select } from '../../ui/Select';
import { Form } from '../../ui/Form';
import { SchemaField } from '../../ui/form/SchemaField';
import { trimmed, type FieldSpec } from '../../ui/form/schema';
import { useForm } from '../../ui/form/useForm';
import { useMemberPrefill } from '../../ui/form/useMemberPrefill';
import css from '../form/form.css';

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
const PHONE = /^[+\d][\d ()-]{5,}$/;
const text = (name: Text, more: Partial<FieldSpec> = {}): FieldSpec => ({ name, label: `forms.${name}`, required: true, ...more });
const FIELDS = {
  business_name: text('business_name', { autoComplete: 'organization' }),
  contact_name: text('contact_name', { autoComplete: 'name' }),
  email: text('email', { type: 'email', autoComplete: 'email' }),
  phone: text('phone', { type: 'tel', autoComplete: 'tel', pattern: [PHONE, 'forms.invalid_phone'] }),
  event_type: text('event_type'),
  description: text('description', { type: 'textarea', rows: 5 }),
} satisfies Record<Text, FieldSpec>;

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
  const categories = useQuery(eventCategoriesQuery());
  const form = useForm<Enquiry>(EMPTY, { focusInvalid: true });
  const [result, setResult] = useState<'sent' | 'failed' | ''>('');
  useMemberPrefill(form.setValues, (name, email) => ({ contact_name: name, email }));

  const flag = ([key, label]: [Flag, string]) => (
    <Checkbox
      key={key}
      label={t(label)}
      name={key}
      value={form.values[key]}
      onChange={(v) => form.setValues((s) => ({ ...s, [key]: v === 1 }))}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.busy || result === 'sent') return;
    if (!form.validate(Object.values(FIELDS))) return;
    setResult('');
    void form.run(async () => {
      let ok = false;
      try {
        ok = (await sendEnquiry(trimmed(form.values))).success;
      } catch {
        ok = false;
      }
      emit('venue-form-submitted', { form_id: 'enquiry', success: ok });
      setResult(ok ? 'sent' : 'failed');
    });
  };

  if (result === 'sent')
    return (
      <div className="venue-form" part="base">
        <Alert tone="success">{t('forms.enquiry_sent')}</Alert>
      </div>
    );
  return (
    <div className="venue-form" part="base">
      {heading ? <h2>{heading}</h2> : null}
      <Form ref={form.ref} className="form" part="form" onSubmit={submit} noValidate>
        <fieldset className="form-group">
          <legend className="field-label">{t('forms.venues')}</legend>
          <div className="form-choices">{VENUES.map(flag)}</div>
        </fieldset>
        <div className="form-row">
          <SchemaField spec={FIELDS.business_name} form={form} />
          <SchemaField spec={FIELDS.contact_name} form={form} />
        </div>
        <div className="form-row">
          <SchemaField spec={FIELDS.email} form={form} />
          <SchemaField spec={FIELDS.phone} form={form} />
        </div>
        {categories.error ? <LoadError error={categories.error} retry={categories.reload} /> : null}
        <Select label={t('forms.event_type')} {...form.field('event_type')} options={categories.data ?? []} required />
        <SchemaField spec={FIELDS.description} form={form} />
        <fieldset className="form-group">
          <legend className="field-label">{t('forms.preferred_days')}</legend>
          <div className="form-choices">{DAYS.map(flag)}</div>
        </fieldset>
        {result === 'failed' ? <Alert tone="danger">{t('forms.enquiry_failed')}</Alert> : null}
        <Button type="submit" busy={form.busy}>
          {t('forms.send_enquiry')}
        </Button>
      </Form>
    </div>
  );
}
