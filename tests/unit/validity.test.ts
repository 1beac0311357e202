import { beforeAll, describe, expect, it } from 'vitest';
import { provideEnglish, t } from '../../src/core/i18n';
import account from '../../src/locales/en/account';
import forms from '../../src/locales/en/forms';
import shop from '../../src/locales/en/shop';
import { CODE, DATE_OF_BIRTH, EMAIL, FIRST_NAME, PASSWORD } from '../../src/screens/login/fields';
import { ACCOUNT_ADDRESS, EMPTY_ADDRESS, SHOP_ADDRESS } from '../../src/ui/address';
import { EMAIL as EMAIL_PATTERN, type FieldSpec } from '../../src/ui/form/schema';
import { ACCOUNT_MESSAGES, problemsOf, validity, validityMessage } from '../../src/ui/form/validity';

beforeAll(() => {
  provideEnglish('forms', forms);
  provideEnglish('account', account);
  provideEnglish('shop', shop);
});

const text: FieldSpec = { name: 'text', label: 'forms.name', required: true };
const optional: FieldSpec = { name: 'note', label: 'forms.message' };
const email: FieldSpec = { name: 'email', label: 'forms.email', type: 'email' };
const laps: FieldSpec = { name: 'laps', label: 'Laps', type: 'number', min: 1, max: 30 };
const share: FieldSpec = { name: 'share', label: 'Share', type: 'percent' };
const price: FieldSpec = { name: 'price', label: 'Price', type: 'currency', min: 5 };
const day: FieldSpec = { name: 'day', label: 'Day', type: 'date' };
const arrival: FieldSpec = { name: 'arrival', label: 'Arrival', type: 'datetime' };
const plate: FieldSpec = { name: 'plate', label: 'Plate', mask: '@@-##' };
const phone: FieldSpec = { name: 'phone', label: 'forms.phone', type: 'tel', pattern: [/^[+\d][\d ()-]{5,}$/, 'forms.invalid_phone'] };
const agree: FieldSpec = { name: 'agree', label: 'Agree', type: 'checkbox', required: true };
const klass: FieldSpec = { name: 'class', label: 'Class', type: 'select', options: [{ value: 'car', label: 'Car' }] };

describe('validity: the first way a value fails, as ValidityState names it', () => {
  it('valueMissing: a required field left empty or blank, a checkbox not ticked, a choice not offered', () => {
    expect(validity(text, '')).toBe('valueMissing');
    expect(validity(text, '   ')).toBe('valueMissing');
    expect(validity(text, ' Jo ')).toBeNull();
    expect(validity(agree, '0')).toBe('valueMissing');
    expect(validity(agree, '')).toBe('valueMissing');
    expect(validity(agree, '1')).toBeNull();
    expect(validity(klass, 'boat')).toBe('valueMissing');
    expect(validity(klass, 'car')).toBeNull();
  });

  it('an empty field that is not required passes every other rule', () => {
    for (const spec of [optional, email, laps, share, day, arrival, plate, phone, klass]) expect(validity(spec, ' '), spec.name).toBeNull();
  });

  it('typeMismatch: an e-mail address that is none, judged trimmed', () => {
    expect(validity(email, 'name@example')).toBe('typeMismatch');
    expect(validity(email, 'name example.com')).toBe('typeMismatch');
    expect(validity(email, ' name@example.com ')).toBeNull();
    expect(EMAIL_PATTERN.test('a@b.co')).toBe(true);
  });

  it('badInput: a number, a date or a date and time that cannot be read', () => {
    expect(validity(laps, 'five')).toBe('badInput');
    expect(validity(price, '1,50')).toBe('badInput');
    expect(validity(day, '31/02/2026')).toBe('badInput');
    expect(validity(day, '1/2/2026')).toBe('badInput');
    expect(validity(day, '28/02/2026')).toBeNull();
    expect(validity(arrival, '01/02/2026')).toBe('badInput');
    expect(validity(arrival, '01/02/2026 9:30')).toBe('badInput');
    expect(validity(arrival, '01/02/2026 09:30')).toBeNull();
  });

  it('rangeUnderflow and rangeOverflow: a number out of its bounds; a percent within 0 and 100', () => {
    expect(validity(laps, '0')).toBe('rangeUnderflow');
    expect(validity(laps, '1')).toBeNull();
    expect(validity(laps, '30')).toBeNull();
    expect(validity(laps, '30.5')).toBe('rangeOverflow');
    expect(validity(price, '4.99')).toBe('rangeUnderflow');
    expect(validity(price, '5000')).toBeNull();
    expect(validity(share, '-1')).toBe('rangeUnderflow');
    expect(validity(share, '101')).toBe('rangeOverflow');
    expect(validity(share, '100')).toBeNull();
  });

  it('tooShort: a mask not filled', () => {
    expect(validity(plate, 'AB-1')).toBe('tooShort');
    expect(validity(plate, 'AB-12')).toBeNull();
  });

  it('patternMismatch: a filled-in value that does not match its pattern', () => {
    expect(validity(phone, 'call me')).toBe('patternMismatch');
    expect(validity(phone, '+61 7 3333 4444')).toBeNull();
  });
});

describe('validity messages', () => {
  it('are the CMS form’s words (001 §5) unless the spec has its own', () => {
    expect(validityMessage(text, 'valueMissing')).toBe('forms.required');
    expect(validityMessage(email, 'typeMismatch')).toBe('forms.invalid_email');
    expect(validityMessage(laps, 'badInput')).toBe('forms.invalid_number');
    expect(validityMessage(day, 'badInput')).toBe('forms.invalid_date');
    expect(validityMessage(arrival, 'badInput')).toBe('forms.invalid_datetime');
    expect(validityMessage(laps, 'rangeUnderflow')).toBe('forms.min');
    expect(validityMessage(laps, 'rangeOverflow')).toBe('forms.max');
    expect(validityMessage(plate, 'tooShort')).toBe('forms.incomplete');
    expect(validityMessage(phone, 'patternMismatch')).toBe('forms.invalid_phone');
    expect(validityMessage({ ...day, messages: ACCOUNT_MESSAGES }, 'badInput')).toBe('account.invalid_date');
  });

  it('say each failing field’s message in English, with its bounds and mask, and nothing for the rest', () => {
    const fields = [text, optional, email, laps, share, day, arrival, plate, phone, agree, klass];
    const values = {
      text: '',
      note: '',
      email: 'nobody',
      laps: '0',
      share: '120',
      day: '30/02/2026',
      arrival: '01/02/2026',
      plate: 'AB',
      phone: 'x',
      agree: '0',
      class: 'boat',
    };
    expect(problemsOf(fields, values, t)).toEqual({
      text: 'This field is required.',
      email: 'Enter an e-mail address such as name@example.com.',
      laps: 'Enter 1 or more.',
      share: 'Enter 100 or less.',
      day: 'Enter a date as dd/mm/yyyy.',
      arrival: 'Enter a date as dd/mm/yyyy and a time.',
      plate: 'Complete this field in the form @@-##.',
      phone: 'Enter a phone number.',
      agree: 'This field is required.',
      class: 'This field is required.',
    });
    expect(problemsOf(fields, { ...values, text: 'Jo', email: 'jo@example.com', laps: '3', share: '5' }, t)).not.toHaveProperty('text');
    expect(problemsOf([laps], { laps: 31 }, t)).toEqual({ laps: 'Enter 30 or less.' });
    expect(problemsOf([text], {}, t)).toEqual({ text: 'This field is required.' });
  });

  it('say the account screens’ words (000 §2)', () => {
    const values = { email: '', code: ' ', first_name: '', date_of_birth: '31/04/1990', password: '' };
    expect(problemsOf([EMAIL, CODE, FIRST_NAME, DATE_OF_BIRTH], values, t)).toEqual({
      email: 'Please enter your e-mail address.',
      code: 'Please fill in this field.',
      first_name: 'Please fill in this field.',
      date_of_birth: 'Please enter a real date as dd/mm/yyyy.',
    });
    expect(problemsOf([EMAIL], { email: 'jo@' }, t)).toEqual({ email: 'Please enter a valid e-mail address.' });
    expect(problemsOf([PASSWORD], { password: '' }, t)).toEqual({ password: 'Please fill in this field.' });
  });

  it('say an address’s missing fields in the shop’s words at checkout and the account’s in the profile', () => {
    expect(problemsOf(SHOP_ADDRESS, EMPTY_ADDRESS, t)).toEqual({
      street_address: 'Please fill in Street address.',
      city: 'Please fill in Suburb or city.',
      postcode: 'Please fill in Postcode.',
    });
    expect(Object.values(problemsOf(SHOP_ADDRESS, { ...EMPTY_ADDRESS, city: 'Kurwongbah' }, t)).join(' ')).toBe(
      'Please fill in Street address. Please fill in Postcode.',
    );
    expect(problemsOf(ACCOUNT_ADDRESS, { ...EMPTY_ADDRESS, postcode: ' 4503 ' }, t)).toEqual({
      street_address: 'Please fill in this field.',
      city: 'Please fill in this field.',
    });
  });
});

describe('the address fields', () => {
  it('are one list in 000 §3’s order, the account’s named first, with the browser’s autofill', () => {
    const order = 'first_name last_name phone company street_address street_address_1 city state postcode country';
    expect(SHOP_ADDRESS.map((f) => f.name).join(' ')).toBe(order);
    expect(ACCOUNT_ADDRESS.map((f) => f.name).join(' ')).toBe(`display_name ${order}`);
    expect(Object.keys(EMPTY_ADDRESS).join(' ')).toBe(`display_name ${order}`);
    expect(EMPTY_ADDRESS).toMatchObject({ first_name: '', country: 'AU' });
    expect(SHOP_ADDRESS.filter((f) => f.required).map((f) => f.name)).toEqual(['street_address', 'city', 'postcode']);
    expect(Object.fromEntries(SHOP_ADDRESS.map((f) => [f.name, f.autoComplete]))).toMatchObject({
      first_name: 'given-name',
      phone: 'tel',
      street_address: 'address-line1',
      postcode: 'postal-code',
      country: undefined,
    });
  });

  it('are labelled in the shop’s words or the account’s', () => {
    const labels = (fields: readonly FieldSpec[]) => fields.map((f) => t(f.label));
    expect(labels(SHOP_ADDRESS)).toContain('Street address, line 2');
    expect(labels(ACCOUNT_ADDRESS)).toEqual(expect.arrayContaining(['Name of this address', 'Company name', 'Street address (line 2)']));
    expect([...labels(SHOP_ADDRESS), ...labels(ACCOUNT_ADDRESS)].every((label) => !label.includes('.'))).toBe(true);
  });
});
