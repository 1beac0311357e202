import { describe, expect, it } from 'vitest';
import { quotePlace } from '../../src/screens/checkout/useShippingQuote';

/** What checkout asks a shipping quote for (000 §7 shippingQuote), from a typed or a stored address. */
describe('a shipping quote', () => {
  it('is asked for a typed address once its postcode looks complete, the country upper case', () => {
    expect(quotePlace({ city: 'Kurwongbah', postcode: ' 4503 ', country: 'au' })).toEqual({
      city: 'Kurwongbah',
      postcode: '4503',
      country: 'AU',
    });
    expect(quotePlace({ city: 'Kurwongbah', postcode: '45' })).toBeNull();
    expect(quotePlace(undefined)).toBeNull();
  });

  it('reads a stored address whose fields come in other types as text, and Australia when none is given', () => {
    const stored = { city: 42, postcode: 4503, country: null } as unknown as Parameters<typeof quotePlace>[0];
    expect(quotePlace(stored)).toEqual({ city: '42', postcode: '4503', country: 'AU' });
    const odd = { city: null, postcode: '4503', country: 61 } as unknown as Parameters<typeof quotePlace>[0];
    expect(quotePlace(odd)).toEqual({ city: '', postcode: '4503', country: '61' });
  });
});
