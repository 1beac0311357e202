import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/core/money';

const formats = new Map<string, Intl.NumberFormat>();
const intl = (amount: number, locale = 'en-AU') => {
  if (!formats.has(locale))
    formats.set(
      locale,
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    );
  return formats.get(locale)!.format(amount);
};

describe('formatMoney (000 §9: AUD with 2 decimals)', () => {
  it('writes English amounts as Intl writes en-AU dollars, rounding included', () => {
    const edges = [
      0, -0, 0.5, 1, 1.005, -1.005, 2.675, 0.125, 0.115, 999.995, -999.995, 0.004, -0.001, 30, 1234.5, -1234.5, 1234567.891, 1e15, 1e20,
    ];
    for (const amount of edges) expect(formatMoney(amount, 'en'), String(amount)).toBe(intl(amount));
    // Prices as a shop has them (cents), sums and shares of them, and fractions of a cent.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 5000; i++) {
      const cents = Math.round(next() * 10_000_000) * (next() < 0.2 ? -1 : 1);
      for (const amount of [cents / 100, cents / 1000, (cents / 100) * 1.1, cents / 3, cents / 100 + 0.005]) {
        expect(formatMoney(amount, 'en'), String(amount)).toBe(intl(amount));
      }
    }
  });

  it('writes what is not a number as zero, and tiny and huge numbers as Intl does', () => {
    expect(formatMoney(Number.NaN, 'en')).toBe('$0.00');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'en')).toBe('$0.00');
    expect(formatMoney(1e-7, 'en')).toBe(intl(1e-7));
    expect(formatMoney(-1e-7, 'en')).toBe(intl(-1e-7));
    expect(formatMoney(1e21, 'en')).toBe(intl(1e21));
  });

  it('writes other languages in their own convention', () => {
    expect(formatMoney(30, 'de')).toBe(intl(30, 'de'));
    expect(formatMoney(-1234.5, 'fr')).toBe(intl(-1234.5, 'fr'));
  });
});
