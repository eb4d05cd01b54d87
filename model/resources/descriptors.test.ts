import { describe, expect, it } from 'vitest';
import { grants, TENANT_ADMIN } from './access';
import * as descriptors from './descriptors';
import { DATA_RECORDS, PRODUCTS, SUPPLIERS, resourcePath, type ResourceDescriptor } from './descriptors';

const all = Object.values(descriptors).filter((value) => typeof value === 'object') as ResourceDescriptor[];

describe('resource descriptors', () => {
  it('give every resource its own path and client names', () => {
    expect(new Set(all.map((d) => d.path)).size).toBe(all.length);
    expect(new Set(all.map((d) => d.singular)).size).toBe(all.length);
    expect(new Set(all.map((d) => d.plural)).size).toBe(all.length);
    for (const d of all) expect(d.defaultSort).toMatch(/^-?[a-zA-Z][\w.]*$/);
  });

  it('fill path parameters, encoded, and refuse a path that misses one', () => {
    expect(resourcePath(PRODUCTS)).toBe('/products');
    expect(resourcePath(DATA_RECORDS, { typePath: 'kontakte/alt' })).toBe('/data/kontakte%2Falt');
    expect(() => resourcePath(DATA_RECORDS)).toThrow(/typePath/);
  });
});

describe('grants', () => {
  it('lets anybody signed in through a rule without a permission', () => {
    expect(grants({}, [])).toBe(true);
    expect(grants(PRODUCTS.access.read, undefined)).toBe(true);
  });

  it('asks for one of the listed permissions, or TENANT_ADMIN', () => {
    expect(grants(SUPPLIERS.access.read, ['PRODUCTS_READ'])).toBe(true);
    expect(grants(SUPPLIERS.access.read, new Set(['PRODUCTS_WRITE']))).toBe(true);
    expect(grants(SUPPLIERS.access.write, ['PRODUCTS_READ'])).toBe(false);
    expect(grants(SUPPLIERS.access.write, [TENANT_ADMIN])).toBe(true);
    expect(grants(SUPPLIERS.access.write, undefined)).toBe(false);
  });
});
