import type { Contact, ContactCustomFieldValue, CustomFieldType } from '../../../model/api/schemas/contacts';

/**
 * Pure helpers of the contact widgets (docs/users-and-contacts.md): the display name, and custom field values,
 * which the server stores as strings and the widgets show typed (booleans and numbers parsed back).
 */
export type ContactLike = Partial<Contact> & { id?: string };

/** First and last name joined, else the company, else ''. */
export function displayNameOf(contact: ContactLike | undefined): string {
  if (!contact) return '';
  const name = [contact.firstName, contact.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
  return name || contact.company?.trim() || '';
}

export type CustomValue = string | number | boolean | undefined;

/** The stored string as the field's type: `'true'` → true, `'12.5'` → 12.5; other types stay text. */
export function parseCustomValue(type: CustomFieldType | undefined, stored: string | undefined): CustomValue {
  if (stored === undefined || stored === '') return undefined;
  if (type === 'boolean') return stored === 'true';
  if (type === 'number') {
    const number = Number(stored);
    return Number.isFinite(number) ? number : undefined;
  }
  return stored;
}

/** A typed value as the string the server stores; undefined for no value. */
export function storeCustomValue(value: CustomValue): string | undefined {
  if (value === undefined || value === '') return undefined;
  return String(value);
}

/** The value list with one field set (or removed when empty), keeping the order of the others. */
export function withCustomValue(values: readonly ContactCustomFieldValue[] | undefined, customFieldId: string, value: CustomValue): ContactCustomFieldValue[] {
  const stored = storeCustomValue(value);
  const others = (values ?? []).filter((entry) => entry.customFieldId !== customFieldId);
  if (stored === undefined) return others;
  const index = (values ?? []).findIndex((entry) => entry.customFieldId === customFieldId);
  const next = [...others];
  next.splice(index < 0 ? next.length : index, 0, { customFieldId, value: stored });
  return next;
}

export const storedValueOf = (values: readonly ContactCustomFieldValue[] | undefined, customFieldId: string) =>
  values?.find((entry) => entry.customFieldId === customFieldId)?.value;
