import { describe, expect, it } from 'vitest';
import type { Product } from '../../../model/api/schemas';
import { addTag, toFormValues, toProductBody, validateProduct } from './productForm';

const stored: Product = {
  id: 'p1', createdAt: 1, lastUpdatedAt: 2, version: 3,
  title: 'Tasse', shortTitle: 'T', prices: [{ priceZoneId: 'eur', value: 1299 }, { priceZoneId: 'gone', value: 5 }],
  images: [{ fileUrl: '/a.png', alt: 'A' }], tags: ['kueche'],
  translations: { en_us: { title: 'Mug' } },
};

describe('product form', () => {
  it('round-trips a product: a PUT body keeps what the form does not show and drops the meta fields', () => {
    const body = toProductBody(toFormValues(stored), stored);
    expect(body).toEqual({
      title: 'Tasse', shortTitle: 'T', translations: { en_us: { title: 'Mug' } },
      prices: [{ priceZoneId: 'eur', value: 1299 }, { priceZoneId: 'gone', value: 5 }],
      images: [{ fileUrl: '/a.png', alt: 'A' }], tags: ['kueche'],
    });
  });

  it('removes a cleared price, a cleared short title and empty image rows; trims texts', () => {
    const values = toFormValues(stored);
    values.prices.eur = undefined;
    values.prices.chf = 1500;
    values.shortTitle = '  ';
    values.title = '  Große Tasse ';
    values.images.push({ fileUrl: ' ', alt: '' });
    const body = toProductBody(values, stored);
    expect(body.prices).toEqual([{ priceZoneId: 'gone', value: 5 }, { priceZoneId: 'chf', value: 1500 }]);
    expect(body).not.toHaveProperty('shortTitle');
    expect(body.title).toBe('Große Tasse');
    expect(body.images).toEqual([{ fileUrl: '/a.png', alt: 'A' }]);
  });

  it('needs a title, and a URL for an image that has a description', () => {
    const values = toFormValues();
    expect(validateProduct(values)).toEqual({ title: 'validation.required' });
    values.title = 'x';
    values.images = [{ fileUrl: '', alt: 'Bild' }];
    expect(validateProduct(values)).toEqual({ images: 'products.errors.imageUrlMissing' });
  });

  it('adds tags trimmed and once', () => {
    expect(addTag(['a'], ' b ')).toEqual(['a', 'b']);
    expect(addTag(['a'], 'a')).toEqual(['a']);
    expect(addTag(['a'], '  ')).toEqual(['a']);
  });
});
