import { describe, expect, it } from 'vitest';
import { freePath, slugify, validatePagePath } from './pagePath';

describe('page paths', () => {
  it('accepts the start page, literal segments, parameters and a final catch-all', () => {
    for (const path of ['', 'shop', 'shop/products', 'products/:id', 'docs/*', 'a_b.c-d']) {
      expect(validatePagePath(path, [])).toBeNull();
    }
  });

  it('refuses slashes at the ends, empty segments, capitals, spaces and a catch-all in the middle', () => {
    for (const path of ['/shop', 'shop/', 'a//b', 'Shop', 'about us', '*/x', 'ä']) {
      expect(validatePagePath(path, [])).toBe('pathInvalid');
    }
  });

  it('refuses a path another page has', () => {
    expect(validatePagePath('shop', ['', 'shop'])).toBe('pathTaken');
    expect(validatePagePath('', [''])).toBe('pathTaken');
  });

  it('makes paths from titles and finds a free one', () => {
    expect(slugify('Über uns!')).toBe('ueber-uns');
    expect(slugify('  Café  Menü ')).toBe('cafe-menue');
    expect(freePath('neue-seite', ['neue-seite', 'neue-seite-2'])).toBe('neue-seite-3');
    expect(freePath('', [])).toBe('seite');
  });
});
