import { describe, expect, it } from 'vitest';
import { readSurcharge } from '../../src/api/forms';
import { CUSTOM_AMOUNT, parseAmounts, voucherAmount } from '../../src/api/vouchers';
import { validity, validityMessage } from '../../src/ui/form/validity';
import { maskedDateToIso } from '../../src/ui/masks';
import { dataKind, formFields, initialValues, payloadOf, questionKind, submitLabel, type FormField } from '../../src/widgets/form/fields';
import { formIdOf } from '../../src/widgets/form';
import { returnAddress } from '../../src/widgets/form/returnAddress';

describe('field-type mapping', () => {
  it('maps every data type of 001 §3, with text subtypes', () => {
    const kinds = ['text', 'textarea', 'number', 'date', 'select', 'paragraph', 'header', 'button'].map((type) => dataKind({ type }));
    expect(kinds).toEqual(['text', 'textarea', 'number', 'date', 'select', 'paragraph', 'header', 'submit']);
    expect(dataKind({ type: 'text', subtype: 'email' })).toBe('email');
    expect(dataKind({ type: 'text', subtype: 'tel' })).toBe('phone');
    expect(dataKind({ type: 'text', subtype: 'password' })).toBe('password');
    expect(dataKind({ type: 'signature' })).toBe('signature');
    expect(dataKind({ type: 'hologram' })).toBe('text');
  });

  it('maps every question field_type of 001 §3', () => {
    const types = [
      'content',
      'text',
      'textarea',
      'email',
      'phone',
      'currency',
      'percent',
      'number',
      'password',
      'date',
      'datetime',
      'time',
      'checkbox',
      'submit',
    ];
    expect(types.map((field_type) => questionKind({ field_type }))).toEqual(types);
    expect(questionKind({ field_type: 'SIGNATURE' })).toBe('signature');
    expect(questionKind({ field_type: 'unknown' })).toBe('text');
  });

  const form = {
    data: [
      { type: 'header', label: 'About you', subtype: 'h1' },
      { type: 'paragraph', label: '<b>Hello</b>' },
      { name: 'laps', label: 'Laps', type: 'number', min: 1, max: '30', required: true, value: '5' },
      { name: 'when', label: 'When', type: 'date', value: '2026-03-04' },
      { name: 'class', label: 'Class', type: 'select', required: '1', values: [{ label: 'Car', value: 'car' }, 'Kart'] },
      { type: 'button', label: 'Enter', subtype: 'submit' },
    ],
    questions: [
      { id: 1, name: 'intro', field_type: 'content', content: '<p>More</p>' },
      { id: 2, name: 'agree', field_type: 'checkbox', label: 'Agree', required: 1 },
      { id: 3, name: 'laps', field_type: 'text', label: 'Duplicate name' },
      { id: 4, name: 'sign', field_type: 'signature', label: 'Sign', format: 'svg' },
      { id: 5, name: 'arrival', field_type: 'datetime', label: 'Arrival' },
    ],
  };

  it('reads both lists into one, static kinds without names, duplicates dropped', () => {
    const fields = formFields(form);
    expect(fields.map((f) => f.type)).toEqual([
      'header',
      'paragraph',
      'number',
      'date',
      'select',
      'submit',
      'content',
      'checkbox',
      'signature',
      'datetime',
    ]);
    expect(fields[0]).toMatchObject({ level: 2, name: '' });
    expect(fields[1].html).toBe('<b>Hello</b>');
    expect(fields[2]).toMatchObject({ name: 'laps', min: 1, max: 30, required: true, initial: '5' });
    expect(fields[3].initial).toBe('04/03/2026');
    expect(fields[4].options).toEqual([
      { value: 'car', label: 'Car' },
      { value: 'Kart', label: 'Kart' },
    ]);
    expect(fields[6].html).toBe('<p>More</p>');
    expect(fields[8].format).toBe('svg');
    expect(submitLabel(fields)).toBe('Enter');
    expect(initialValues(fields)).toEqual({ laps: '5', when: '04/03/2026', class: '', agree: '0', sign: '', arrival: '' });
  });

  it('checks required, min/max, e-mail, dates and masks (001 §5)', () => {
    /** The way a value fails and the message key it shows, as the form checks it (ui/form/validity). */
    const problemOf = (field: FormField, value: string) => {
      const flag = validity(field, value);
      return flag && { flag, key: validityMessage(field, flag) };
    };
    const [, , laps, when, klass, , , agree, sign, arrival] = formFields(form);
    expect(problemOf(laps, '')).toEqual({ flag: 'valueMissing', key: 'forms.required' });
    expect(problemOf(laps, '0')).toEqual({ flag: 'rangeUnderflow', key: 'forms.min' });
    expect(problemOf(laps, '31')).toEqual({ flag: 'rangeOverflow', key: 'forms.max' });
    expect(problemOf(laps, 'x')).toEqual({ flag: 'badInput', key: 'forms.invalid_number' });
    expect(problemOf(laps, '30')).toBeNull();
    expect(problemOf(when, '')).toBeNull();
    expect(problemOf(when, '31/02/2026')).toEqual({ flag: 'badInput', key: 'forms.invalid_date' });
    expect(problemOf(when, '28/02/2026')).toBeNull();
    expect(problemOf(klass, 'boat')).toEqual({ flag: 'valueMissing', key: 'forms.required' });
    expect(problemOf(klass, 'car')).toBeNull();
    expect(problemOf(agree, '0')).toEqual({ flag: 'valueMissing', key: 'forms.required' });
    expect(problemOf(agree, '1')).toBeNull();
    expect(problemOf({ ...sign, required: true }, '')).toEqual({ flag: 'valueMissing', key: 'forms.signature_required' });
    expect(problemOf(arrival, '01/02/2026 09:30')).toBeNull();
    expect(problemOf(arrival, '01/02/2026')).toEqual({ flag: 'badInput', key: 'forms.invalid_datetime' });
    const email = { ...laps, type: 'email' as const };
    expect(problemOf(email, 'no')).toEqual({ flag: 'typeMismatch', key: 'forms.invalid_email' });
    expect(problemOf(email, 'a@b.co')).toBeNull();
    const masked = { ...laps, type: 'text' as const, mask: '@@-##' };
    expect(problemOf(masked, 'AB-1')).toEqual({ flag: 'tooShort', key: 'forms.incomplete' });
    expect(problemOf(masked, 'AB-12')).toBeNull();
    expect(problemOf({ ...laps, type: 'percent' as const, min: undefined, max: undefined }, '101')).toEqual({
      flag: 'rangeOverflow',
      key: 'forms.max',
    });
  });

  it('submits values keyed by name: checkboxes 1/0, dates yyyy-mm-dd', () => {
    const fields = formFields(form);
    const payload = payloadOf(fields, {
      laps: ' 7 ',
      when: '04/03/2026',
      class: 'car',
      agree: '1',
      sign: 'data:x',
      arrival: '01/02/2026 09:30',
    });
    expect(payload).toEqual({ laps: '7', when: '2026-03-04', class: 'car', agree: 1, sign: 'data:x', arrival: '2026-02-01T09:30' });
    expect(payloadOf(fields, initialValues(fields)).agree).toBe(0);
  });

  it('reads dd/mm/yyyy dates without date-fns', () => {
    expect(maskedDateToIso('29/02/2024')).toBe('2024-02-29');
    expect(maskedDateToIso('29/02/2025')).toBe('');
    expect(maskedDateToIso('1/2/2025')).toBe('');
  });

  it('reads the CMS widget form setting and marks the return address', () => {
    expect(formIdOf({ outer: 'form', templatevar: { form: 'every-field' } })).toBe('every-field');
    expect(formIdOf({ outer: 'form', templatevar: { form_id: 3 } })).toBe('3');
    expect(formIdOf({ outer: 'form', templatevar: {} })).toBe('');
    expect(returnAddress('every-field', 'https://venue.example/forms?payum_token=old#top')).toBe(
      'https://venue.example/forms?venue_form=every-field#top',
    );
  });
});

describe('voucher amounts (001 §3 site template variables, §5)', () => {
  it('parses the pipe-separated dollar amounts', () => {
    expect(parseAmounts('50|100|150|200')).toEqual([50, 100, 150, 200]);
    expect(parseAmounts(' $25 | 1,000 |abc|0|-5|25|12.5')).toEqual([25, 1000, 12.5]);
    expect(parseAmounts('')).toEqual([]);
    expect(parseAmounts(undefined)).toEqual([]);
  });

  it('uses a listed amount, or the custom amount as a float with -1', () => {
    expect(voucherAmount('', '')).toBe(0);
    expect(voucherAmount('100', '')).toBe(100);
    expect(voucherAmount(String(CUSTOM_AMOUNT), '')).toBe(0);
    expect(voucherAmount(String(CUSTOM_AMOUNT), '75.5')).toBe(75.5);
    expect(voucherAmount(String(CUSTOM_AMOUNT), '12,345')).toBe(12.35);
    expect(voucherAmount(String(CUSTOM_AMOUNT), '-3')).toBe(0);
  });
});

describe('card surcharge (result shape not shown by the spec)', () => {
  it('reads the plain shapes', () => {
    expect(readSurcharge(45, { amount: 45, percent: 1.5, surcharge: 0.68, total: 45.68 })).toEqual({
      amount: 45,
      percent: 1.5,
      surcharge: 0.68,
      total: 45.68,
    });
    expect(readSurcharge(10, { data: { surcharge: 1 } }).total).toBe(11);
    expect(readSurcharge(10, 0.5).surcharge).toBe(0.5);
    expect(readSurcharge(10, null).surcharge).toBe(0);
  });
});
