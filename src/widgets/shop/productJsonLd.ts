/** schema.org Product data of a product view (001 §9 Structured data). No React here. */
import type { Product } from '../../api/shop';

const AVAILABLE = 'https://schema.org/InStock';
const SOLD_OUT = 'https://schema.org/OutOfStock';

/**
 * 001 §9: "sku is a 10-character hash of the name". The spec names no hash function, so ours is
 * cyrb53 (a well-mixed 53-bit string hash) in hex, its first 10 characters: the same name always
 * gives the same sku, on every page and in every browser.
 */
export function skuOf(name: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return hash.toString(16).padStart(14, '0').slice(0, 10);
}

/** 001 §9: "an offer's validity runs to the end of next year". */
export const offerValidUntil = (now: Date) => `${now.getFullYear() + 1}-12-31`;

const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?])/g, '$1')
    .trim();

/**
 * The Product record: its name, sku, description and picture, and one Offer per option (sku) at
 * the server's price in the venue's currency (AUD, core/money), or one at the product's price
 * when it has no options.
 */
export function productJsonLd(product: Product, { url, now = new Date() }: { url?: string; now?: Date } = {}): object {
  const validUntil = offerValidUntil(now);
  const offer = (price: number, inStock: boolean, name?: string) => ({
    '@type': 'Offer',
    ...(name ? { name } : {}),
    price: price.toFixed(2),
    priceCurrency: 'AUD',
    priceValidUntil: validUntil,
    availability: inStock ? AVAILABLE : SOLD_OUT,
    ...(url ? { url } : {}),
  });
  const description = product.description ? plainText(product.description) : '';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: skuOf(product.name),
    ...(description ? { description: description.slice(0, 5000) } : {}),
    ...(product.image?.url ? { image: product.image.url } : {}),
    ...(url ? { url } : {}),
    offers: product.skus.length ? product.skus.map((s) => offer(s.price, s.in_stock, s.name)) : [offer(product.price, product.in_stock)],
  };
}
