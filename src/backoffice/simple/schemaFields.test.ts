import { describe, expect, it } from 'vitest';
import { CalendarFieldsSchema } from '../../../model/api/schemas/calendars';
import { CmsPageFieldsSchema } from '../../../model/api/schemas/cmsPages';
import { ContactFieldsSchema } from '../../../model/api/schemas/contacts';
import { SupplierFieldsSchema } from '../../../model/api/schemas/suppliers';
import { fieldsFromSchema } from './schemaFields';

describe('fields from the resource schema', () => {
  it('takes required, limits and patterns from the schema', () => {
    const [title, path] = fieldsFromSchema(CmsPageFieldsSchema, [{ name: 'title' }, { name: 'path' }]);
    expect(title).toEqual({ name: 'title', required: true, maxLength: 500 });
    expect(path).toMatchObject({ name: 'path', required: true, maxLength: 200 });
    expect(new RegExp(path.pattern!).test('hilfe/versand')).toBe(true);
  });

  it('makes unions of literals selects, booleans checkboxes and e-mail texts e-mail fields; nested fields too', () => {
    const fields = fieldsFromSchema(ContactFieldsSchema, [{ name: 'salutation' }, { name: 'publicAccess' }, { name: 'email' }, { name: 'address.city' }]);
    expect(fields).toEqual([
      { name: 'salutation', kind: 'select', options: ['Herr', 'Frau'], required: false },
      { name: 'publicAccess', kind: 'checkbox', required: false },
      { name: 'email', kind: 'email', maxLength: 320, required: false },
      { name: 'address.city', maxLength: 200, required: false },
    ]);
    expect(fieldsFromSchema(CalendarFieldsSchema, [{ name: 'visibility' }])[0]).toMatchObject({ kind: 'select', options: ['public', 'private'] });
  });

  it('lets the screen override what it says itself, and leaves unknown fields as they are', () => {
    expect(fieldsFromSchema(CalendarFieldsSchema, [{ name: 'color', kind: 'color' }, { name: 'nope', inList: true }])).toEqual([
      { name: 'color', kind: 'color', pattern: '^#[0-9a-fA-F]{6}$', required: false },
      { name: 'nope', inList: true },
    ]);
    expect(fieldsFromSchema(SupplierFieldsSchema, [{ name: 'name', required: false }])[0].required).toBe(false);
  });
});
