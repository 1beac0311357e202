/** 99 is the most one cart line may hold (the API refuses more). */
export const MAX_QTY = 99;

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A money amount in the venue's currency (AUD) with 2 decimals (000 §9), formatted for the
 * language shown. English uses the Australian convention ("$30.00", "-$1,234.50"); other languages
 * their own ("30,00 AU$" in German).
 */
export function formatMoney(amount: number, lng: string): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const english = lng === 'en' && australianDollars(value);
  if (english) return english;
  const locale = lng === 'en' ? 'en-AU' : lng;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format.format(value);
}

/**
 * An amount as Intl.NumberFormat('en-AU', AUD) writes it, without Intl: a page's first Intl format
 * loads the browser's locale data, 15–25 ms on this machine (a task of 60–90 ms on the calibrated
 * phone) on every page that shows a price. Rounded as Intl rounds: half away from zero on the
 * number's shortest decimal form (1.005 → "$1.01", where toFixed gives 1.00). Undefined for a
 * number written with an exponent (below 1e-6 or from 1e21), which Intl formats.
 */
function australianDollars(value: number): string | undefined {
  const decimal = String(Math.abs(value));
  if (decimal.includes('e')) return undefined;
  const [whole, fraction = ''] = decimal.split('.');
  let cents = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0'));
  if (fraction.charAt(2) >= '5') cents += 1n;
  const digits = String(cents).padStart(3, '0');
  const grouped = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}$${grouped}.${digits.slice(-2)}`;
}

/** A link target from an attribute template: `{url}` and `{id}` are replaced. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? encodeURIComponent(String(values[name])) : whole));
}
