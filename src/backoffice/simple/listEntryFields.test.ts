import { describe, expect, it } from 'vitest';
import { fieldOfServerPath, toSimpleBody, toSimpleValues, validateSimple, type SimpleField } from './simpleForm';

/** A contact's custom field values: entries `{customFieldId, value}` of the list `customFields`, values as strings. */
const entry = (id: string) => ({ list: 'customFields', key: 'customFieldId', id, valueField: 'value' });
const fields: SimpleField[] = [
  { name: 'lastName' },
  { name: 'customFields.vip', kind: 'checkbox', listEntry: entry('vip') },
  { name: 'customFields.visits', kind: 'number', listEntry: entry('visits') },
  { name: 'customFields.since', kind: 'date', listEntry: entry('since') },
  { name: 'customFields.code', listEntry: entry('code'), maxLength: 10 },
];

describe('list entry fields (custom field values)', () => {
  it('read the stored strings: "true" ticks the box, numbers and dates stay as typed', () => {
    const contact = { lastName: 'M', customFields: [{ customFieldId: 'visits', value: '12.5' }, { customFieldId: 'vip', value: 'true' }, { customFieldId: 'since', value: '2024-05-01' }] };
    expect(toSimpleValues(fields, contact)).toEqual({ lastName: 'M', 'customFields.vip': 'true', 'customFields.visits': '12.5', 'customFields.since': '2024-05-01', 'customFields.code': '' });
    expect(toSimpleValues(fields, { customFields: [{ customFieldId: 'vip', value: 'false' }] })['customFields.vip']).toBe('');
  });

  it('save strings in the form\'s order, drop emptied ones, keep values of fields the form does not know', () => {
    const original = { lastName: 'M', customFields: [{ customFieldId: 'gone', value: 'alt' }, { customFieldId: 'code', value: 'X1' }] };
    const values = { ...toSimpleValues(fields, original), 'customFields.vip': 'true', 'customFields.visits': ' 3 ', 'customFields.code': '' };
    expect(toSimpleBody(fields, values, original)).toEqual({
      lastName: 'M',
      customFields: [{ customFieldId: 'vip', value: 'true' }, { customFieldId: 'visits', value: '3' }, { customFieldId: 'gone', value: 'alt' }],
    });
    expect(toSimpleBody(fields, { lastName: 'N' })).toEqual({ lastName: 'N' });
  });

  it('keep the stored value of a field the form did not have when it opened (its definition came later)', () => {
    const original = { customFields: [{ customFieldId: 'code', value: 'X1' }] };
    expect(toSimpleBody(fields, { lastName: 'M' }, original).customFields).toEqual([{ customFieldId: 'code', value: 'X1' }]);
  });

  it('an unticked box stays "false" where it was, and is left out where it was never set', () => {
    const wasFalse = { customFields: [{ customFieldId: 'vip', value: 'false' }] };
    expect(toSimpleBody(fields, toSimpleValues(fields, wasFalse), wasFalse).customFields).toEqual([{ customFieldId: 'vip', value: 'false' }]);
    const wasTrue = { customFields: [{ customFieldId: 'vip', value: 'true' }] };
    expect(toSimpleBody(fields, { ...toSimpleValues(fields, wasTrue), 'customFields.vip': '' }, wasTrue).customFields).toEqual([{ customFieldId: 'vip', value: 'false' }]);
    expect(toSimpleBody(fields, { 'customFields.vip': '' }, {}).customFields).toBeUndefined();
  });

  it('check numbers, dates and lengths before sending', () => {
    expect(validateSimple(fields, { 'customFields.visits': 'viele', 'customFields.since': '1.5.2024', 'customFields.code': 'x'.repeat(11) })).toEqual({
      'customFields.visits': 'validation.number', 'customFields.since': 'validation.date', 'customFields.code': 'validation.maxLength',
    });
  });

  it('find the field of a refusal the server names by the position in the list it was sent', () => {
    const original = { customFields: [{ customFieldId: 'gone', value: 'alt' }] };
    const values = { 'customFields.vip': '', 'customFields.visits': '1,5', 'customFields.since': '', 'customFields.code': 'A' };
    // Sent: [visits, code, gone]
    expect(fieldOfServerPath(fields, values, original, 'customFields.0.value')?.name).toBe('customFields.visits');
    expect(fieldOfServerPath(fields, values, original, 'customFields.1.value')?.name).toBe('customFields.code');
    expect(fieldOfServerPath(fields, values, original, 'customFields.2.value')).toBeUndefined();
    expect(fieldOfServerPath(fields, values, original, 'lastName')?.name).toBe('lastName');
  });
});
