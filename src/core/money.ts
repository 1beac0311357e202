/** 99 is the most one cart line may hold (the API refuses more). */
export const MAX_QTY = 99;

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A money amount in the venue's currency (AUD) with 2 decimals (000 §9), formatted for the
 * language shown. English uses the Australian convention ("$30.00"); other languages their own
 * ("30,00 AU$" in German).
 */
export function formatMoney(amount: number, lng: string): string {
  const locale = lng === 'en' ? 'en-AU' : lng;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format.format(Number.isFinite(amount) ? amount : 0);
}

/** A link target from an attribute template: `{url}` and `{id}` are replaced. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? encodeURIComponent(String(values[name])) : whole));
}
