import { describe, expect, it } from 'vitest';
import { addressToSend, EMPTY_ADDRESS } from '../../src/ui/address';
import { hasProblems, shownFields, trimmed, type FieldSpec } from '../../src/ui/form/schema';

const note: FieldSpec = { name: 'note', label: 'l' };
const abn: FieldSpec = { name: 'abn', label: 'l', flag: 'edit_abn' };

describe('field schema', () => {
  it('shows a flagged field only when its site flag is on', () => {
    expect(shownFields([note, abn], {}).map((f) => f.name)).toEqual(['note']);
    expect(shownFields([note, abn], { edit_abn: true }).map((f) => f.name)).toEqual(['note', 'abn']);
    expect(shownFields([note, abn], { edit_abn: 'yes' }).map((f) => f.name)).toEqual(['note']);
  });

  it('counts only messages that say something', () => {
    expect(hasProblems({ email: '' })).toBe(false);
    expect(hasProblems({ email: '', note: 'x' })).toBe(true);
  });

  it('trims text and keeps the rest as it is', () => {
    expect(trimmed({ name: ' Jo ', venue_dtc: true })).toEqual({ name: 'Jo', venue_dtc: true });
  });
});

describe('addressToSend (000 §3 Address)', () => {
  it('sends every field, trimmed, with the member’s e-mail and the country in capitals; a form’s other values stay behind', () => {
    const sent = addressToSend(
      { ...EMPTY_ADDRESS, first_name: ' Sam ', street_address: '7 Paddock Road', country: 'nz' },
      'sam@venue.example',
    );
    expect(Object.keys(sent).sort()).toEqual(
      [
        'display_name',
        'first_name',
        'last_name',
        'email',
        'phone',
        'company',
        'street_address',
        'street_address_1',
        'postcode',
        'city',
        'state',
        'country',
      ].sort(),
    );
    expect(sent).toMatchObject({ first_name: 'Sam', email: 'sam@venue.example', country: 'NZ' });
    expect(addressToSend({ ...EMPTY_ADDRESS, country: '' }, 'a@b.co').country).toBe('AU');
    const checkout = { ...EMPTY_ADDRESS, city: 'Kurwongbah', note: 'Leave it at the gate', gateway: 'card' };
    expect(addressToSend(checkout, 'a@b.co')).toEqual({ ...EMPTY_ADDRESS, city: 'Kurwongbah', email: 'a@b.co' });
  });
});
