import type { ContactCustomField, CustomFieldType } from '../../../model/api/schemas/contacts';
import type { SimpleField, SimpleFieldKind } from '../simple/simpleForm';

/** How each custom field type is edited: a check box, a number, a date picker, or text (datestring up to 10). */
const KINDS: Record<CustomFieldType, SimpleFieldKind> = { boolean: 'checkbox', number: 'number', date: 'date', datestring: 'text', string: 'text' };
const MAX_LENGTH: Partial<Record<CustomFieldType, number>> = { datestring: 10, string: 2000 };

/**
 * The tenant's custom fields as fields of the contact form (docs/users-and-contacts.md): each edits the value of
 * its entry in the contact's `customFields`, labelled by the field's title; values are saved as strings.
 */
export function customFieldFields(definitions: readonly Pick<ContactCustomField, 'id' | 'title' | 'type'>[]): SimpleField[] {
  return definitions.map((definition) => ({
    name: `customFields.${definition.id}`,
    label: definition.title,
    kind: KINDS[definition.type] ?? 'text',
    ...(MAX_LENGTH[definition.type] ? { maxLength: MAX_LENGTH[definition.type] } : {}),
    listEntry: { list: 'customFields', key: 'customFieldId', id: definition.id, valueField: 'value' },
  }));
}
