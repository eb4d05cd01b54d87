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

describe('simple resource form: typed fields', () => {
  const typed: SimpleField[] = [
    { name: 'title', kind: 'translated', required: true },
    { name: 'start', kind: 'datetime', required: true },
    { name: 'public', kind: 'checkbox' },
    { name: 'count', kind: 'number' },
    { name: 'color', kind: 'color' },
    { name: 'path', pattern: '^[a-z]+$', maxLength: 5 },
    { name: 'size', listOnly: true },
  ];

  it('edits the text of one language and keeps the other translations', () => {
    const original = { title: [{ language: 'de_de', text: 'Termin' }, { language: 'en_us', text: 'Meeting' }] };
    expect(toSimpleValues(typed, original, 'en_us').title).toBe('Meeting');
    const body = toSimpleBody(typed, { ...toSimpleValues(typed, original, 'en_us'), title: 'Appointment' }, original, 'en_us');
    expect(body.title).toEqual([{ language: 'de_de', text: 'Termin' }, { language: 'en_us', text: 'Appointment' }]);
    // A language without its own text shows the German one.
    expect(toSimpleValues(typed, original, 'fr_fr').title).toBe('Termin');
  });

  it('converts local date and time to epoch milliseconds and back, booleans and numbers to their types', () => {
    const start = new Date(2026, 10, 24, 9, 30).getTime();
    const values = toSimpleValues(typed, { start, public: true, count: 3 });
    expect(values).toMatchObject({ start: '2026-11-24T09:30', public: 'true', count: '3' });
    expect(values).not.toHaveProperty('size');
    expect(toSimpleBody(typed, { ...values, title: 'X', public: '' })).toEqual({
      title: [{ language: 'de_de', text: 'X' }], start, public: false, count: 3,
    });
  });

  it('refuses what the server would refuse: limits, patterns, bad numbers, dates and colours', () => {
    expect(validateSimple(typed, { title: '', start: '24.11.2026', count: 'drei', color: 'red', path: 'ABC' })).toEqual({
      title: 'validation.required', start: 'validation.dateTime', count: 'validation.number', color: 'validation.color', path: 'validation.pattern',
    });
    expect(validateSimple(typed, { title: 'T', start: '2026-11-24T09:30', path: 'abcdef' })).toEqual({ path: 'validation.maxLength' });
  });
});

describe('simple resource form: JSON fields', () => {
  const json: SimpleField[] = [{ name: 'steps', kind: 'json', required: true }];

  it('edits structured data as indented JSON and stores what it parses to', () => {
    const steps = [{ name: 'Prüfen', kind: 'approval' }];
    const values = toSimpleValues(json, { steps });
    expect(values.steps).toBe(JSON.stringify(steps, null, 2));
    expect(toSimpleBody(json, { steps: '[{"name":"Versand","kind":"task"}]' })).toEqual({ steps: [{ name: 'Versand', kind: 'task' }] });
  });

  it('refuses text that is not JSON, and a missing required value', () => {
    expect(validateSimple(json, { steps: '[{name: Prüfen}]' })).toEqual({ steps: 'jsonField.invalid' });
    expect(validateSimple(json, { steps: ' ' })).toEqual({ steps: 'validation.required' });
  });
});
