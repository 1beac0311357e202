import { describe, expect, it } from 'vitest';
import { normaliseProduct } from '../../src/api/shop';
import { offerValidUntil, productJsonLd, skuOf } from '../../src/widgets/shop/productJsonLd';

const tee = normaliseProduct({
  id: 2,
  name: 'Lakeside Tee',
  url: 'lakeside-tee',
  description: '<p>Soft cotton,  <b>our logo</b>.</p>',
  image: { url: 'https://api.venue.example/assets/i/abc/1x1/600.jpg', width: 600, height: 600 },
  price: 35,
  skus: [
    { id: 1, code: 'TEE-M', name: 'Medium', price: 35, stock: 4, in_stock: true },
    { id: 2, code: 'TEE-L', name: 'Large', price: 37.5, stock: 0, in_stock: false },
  ],
});

describe('product structured data (001 §9)', () => {
  it('names the sku with a 10-character hash of the name, the same every time', () => {
    expect(skuOf('Lakeside Tee')).toMatch(/^[0-9a-f]{10}$/);
    expect(skuOf('Lakeside Tee')).toBe(skuOf('Lakeside Tee'));
    expect(skuOf('Lakeside Cap')).not.toBe(skuOf('Lakeside Tee'));
    expect(skuOf('')).toHaveLength(10);
    expect(skuOf('Ünïcode 🏁 name')).toHaveLength(10);
  });

  it('lets an offer run to the end of next year', () => {
    expect(offerValidUntil(new Date(2026, 0, 1))).toBe('2027-12-31');
    expect(offerValidUntil(new Date(2026, 11, 31, 23, 59))).toBe('2027-12-31');
  });

  it('is a schema.org Product with one offer per option', () => {
    const data = productJsonLd(tee, { url: 'https://venue.example/shop/lakeside-tee', now: new Date(2026, 10, 25) });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Lakeside Tee',
      sku: skuOf('Lakeside Tee'),
      description: 'Soft cotton, our logo.',
      image: 'https://api.venue.example/assets/i/abc/1x1/600.jpg',
      url: 'https://venue.example/shop/lakeside-tee',
      offers: [
        {
          '@type': 'Offer',
          name: 'Medium',
          price: '35.00',
          priceCurrency: 'AUD',
          priceValidUntil: '2027-12-31',
          availability: 'https://schema.org/InStock',
          url: 'https://venue.example/shop/lakeside-tee',
        },
        {
          '@type': 'Offer',
          name: 'Large',
          price: '37.50',
          priceCurrency: 'AUD',
          priceValidUntil: '2027-12-31',
          availability: 'https://schema.org/OutOfStock',
          url: 'https://venue.example/shop/lakeside-tee',
        },
      ],
    });
  });

  it('offers a product without options at its own price', () => {
    const poster = normaliseProduct({ name: 'Drag Strip Poster', price: 12, in_stock: false, skus: [] });
    const data = productJsonLd(poster, { now: new Date(2030, 5, 1) }) as { offers: unknown[]; description?: string; image?: string };
    expect(data.offers).toEqual([
      {
        '@type': 'Offer',
        price: '12.00',
        priceCurrency: 'AUD',
        priceValidUntil: '2031-12-31',
        availability: 'https://schema.org/OutOfStock',
      },
    ]);
    expect(data.description).toBeUndefined();
    expect(data.image).toBeUndefined();
  });
});
