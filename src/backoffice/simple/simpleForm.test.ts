import { describe, expect, it } from 'vitest';
import { toSimpleBody, toSimpleValues, validateSimple, type SimpleField } from './simpleForm';

const fields: SimpleField[] = [
  { name: 'name', required: true },
  { name: 'email', kind: 'email' },
  { name: 'currency', kind: 'currency' },
  { name: 'address.city' },
  { name: 'address.country', kind: 'country' },
];

describe('simple resource form', () => {
  it('checks required fields, e-mail, ISO 4217 currency and country codes; blanks are fine when optional', () => {
    expect(validateSimple(fields, { name: ' ', email: 'x@', currency: 'EURO', 'address.country': 'Deutschland' })).toEqual({
      name: 'validation.required', email: 'validation.email', currency: 'validation.currency', 'address.country': 'validation.country',
    });
    expect(validateSimple(fields, { name: 'A', email: 'a@b.de', currency: 'chf', 'address.country': 'at' })).toEqual({});
    expect(validateSimple(fields, { name: 'A', currency: 'XYZ' })).toEqual({ currency: 'validation.currency' });
  });

  it('builds the body: trimmed, codes upper-cased, blanks left out, nested fields merged, other fields kept', () => {
    const original = { id: 's1', version: 2, createdAt: 1, lastUpdatedAt: 1, name: 'Alt', notes: 'bleibt', address: { street: 'Weg 1', city: 'Wien' } };
    const values = { ...toSimpleValues(fields, original), name: ' Neu ', currency: 'eur', 'address.city': '', 'address.country': 'at' };
    expect(toSimpleBody(fields, values, original)).toEqual({ name: 'Neu', notes: 'bleibt', currency: 'EUR', address: { street: 'Weg 1', country: 'AT' } });
    expect(toSimpleBody(fields, { name: 'Neu' })).toEqual({ name: 'Neu' });
  });

  it('reads the values of an entity as texts', () => {
    expect(toSimpleValues(fields, { name: 'X', address: { city: 'Bern' } })).toEqual({ name: 'X', email: '', currency: '', 'address.city': 'Bern', 'address.country': '' });
  });
});
