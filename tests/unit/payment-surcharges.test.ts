import { describe, expect, it } from 'vitest';
import { readPaymentSurcharges } from '../../src/api/payment';

describe('paymentSurchargesOf reply (001 §7: shape not shown)', () => {
  it('reads a number, bare or under data, as one surcharge of no named type', () => {
    expect(readPaymentSurcharges(3.5)).toEqual([{ type: '', amount: 3.5 }]);
    expect(readPaymentSurcharges({ success: true, data: 2 })).toEqual([{ type: '', amount: 2 }]);
  });

  it('reads a list of type and amount, bare or under data', () => {
    expect(
      readPaymentSurcharges([
        { type: 'Visa', amount: 1.25 },
        { type: 'Amex', amount: 4 },
      ]),
    ).toEqual([
      { type: 'Visa', amount: 1.25 },
      { type: 'Amex', amount: 4 },
    ]);
    expect(readPaymentSurcharges({ data: [{ type: 'card', amount: 0.5 }] })).toEqual([{ type: 'card', amount: 0.5 }]);
  });

  it("reads the reference back end's rows: a name (else its gateway) and a surcharge", () => {
    const reply = {
      success: true,
      amount: 100,
      data: [
        { gateway: 'card', name: 'Credit or debit card', percent: 1.5, surcharge: 1.5, total: 101.5 },
        { gateway: 'amex', percent: 2.9, surcharge: 2.9, total: 102.9 },
      ],
    };
    expect(readPaymentSurcharges(reply)).toEqual([
      { type: 'Credit or debit card', amount: 1.5 },
      { type: 'amex', amount: 2.9 },
    ]);
  });

  it('shows nothing for any other shape, and drops rows without a type or a positive amount', () => {
    for (const odd of [null, undefined, '', '3.50', 0, -2, Number.NaN, true, {}, { success: false }, { surcharge: 'a lot' }, { data: 'x' }])
      expect(readPaymentSurcharges(odd), JSON.stringify(odd)).toEqual([]);
    expect(
      readPaymentSurcharges([
        { type: 'Visa', amount: 0 },
        { type: '', amount: 2 },
        { amount: 2 },
        { type: 'Amex', amount: '2' },
        'Visa',
        null,
        { type: 'Diners', amount: 3 },
      ]),
    ).toEqual([{ type: 'Diners', amount: 3 }]);
  });
});
