import { sql } from 'drizzle-orm';
import { CONTACT_CUSTOM_FIELDS, CONTACTS } from '../../../model/resources/descriptors.js';
import {
  ContactCustomFieldFieldsSchema, ContactFieldsSchema, type ContactCustomFieldValue, type CustomFieldType,
} from '../../../model/api/schemas/contacts.js';
import { invalidField } from '../../http/errors.js';
import { findRowsByIds } from '../core/store.js';
import type { ResourceDefinition, ResourceRoutes } from '../core/types.js';
import { customFieldValueProblem } from '../../contacts/custom-field-values.js';
import { CONTACT_NOTES } from '../../contacts/notes.js';

/**
 * /api/contacts and /api/contactcustomfields (docs/users-and-contacts.md). A contact's custom field values must name
 * custom fields of the tenant, each at most once, and fit the field's type (values are strings: `true`, `12.5`,
 * `2024-05-01`). Deleting a contact deletes its notes.
 */
export const contactCustomFields: ResourceDefinition = {
  name: 'contactcustomfields',
  schema: ContactCustomFieldFieldsSchema,
  searchable: ['title'],
  defaultSort: CONTACT_CUSTOM_FIELDS.defaultSort,
};

export const contacts: ResourceDefinition = {
  name: 'contacts',
  schema: ContactFieldsSchema,
  searchable: ['firstName', 'lastName', 'company', 'email', 'phone', 'mobile', 'companyAddress.city', 'address.city'],
  defaultSort: CONTACTS.defaultSort,
  replacements: { 'customFields.customFieldId': 'contactcustomfields', userId: 'users' },
  hooks: {
    async prepare(data, { ctx, tx }) {
      const values = (data.customFields as ContactCustomFieldValue[] | undefined) ?? [];
      if (values.length === 0) return data;
      const ids = [...new Set(values.map((v) => v.customFieldId))];
      const fields = await findRowsByIds(ctx.db, { tenantId: ctx.tenantId, resource: contactCustomFields.name }, ids, tx);
      const typeOf = new Map(fields.map((f) => [f.id, f.type as CustomFieldType]));
      const seen = new Set<string>();
      values.forEach(({ customFieldId, value }, index) => {
        const at = `customFields.${index}`;
        const type = typeOf.get(customFieldId);
        if (!type) throw invalidField(`${at}.customFieldId`, 'names no contact custom field');
        if (seen.has(customFieldId)) throw invalidField(`${at}.customFieldId`, 'is given twice');
        seen.add(customFieldId);
        const problem = customFieldValueProblem(type, value);
        if (problem) throw invalidField(`${at}.value`, problem);
      });
      return data;
    },
    async afterDelete(ids, { ctx, tx }) {
      if (ids.length === 0) return;
      await ctx.db.rows(sql`DELETE FROM entities WHERE tenant_id = ${ctx.tenantId} AND resource = ${CONTACT_NOTES}
        AND data->'target'->>'id' IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`, tx);
    },
  },
};

export const contactRoutes: ResourceRoutes[] = [
  { descriptor: CONTACTS, definition: contacts },
  { descriptor: CONTACT_CUSTOM_FIELDS, definition: contactCustomFields },
];
