import { describe, expect, it } from 'vitest';
import { fillTemplate, templateNames } from './template';

describe('templates', () => {
  const values: Record<string, unknown> = { id: 42, product: { slug: 'tee', tags: ['a'] }, empty: null };
  const lookup = (name: string) => values[name];

  it('fills {name} and ${name} placeholders, with dotted paths', () => {
    expect(fillTemplate('/products/{id}', lookup)).toBe('/products/42');
    expect(fillTemplate('/p/${product.slug}?x=${id}', lookup)).toBe('/p/tee?x=42');
  });

  it('keeps placeholders that do not resolve', () => {
    expect(fillTemplate('/a/{missing}/{empty}', lookup)).toBe('/a/{missing}/{empty}');
  });

  it('encodes values when asked (for URLs)', () => {
    expect(fillTemplate('/s/{q}', () => 'a b/c', encodeURIComponent)).toBe('/s/a%20b%2Fc');
  });

  it('lists the context variables a template reads', () => {
    expect(templateNames('{a.b} ${c} {a}')).toEqual(['a', 'c']);
  });
});
