import type { CustomFieldType } from '../../model/api/schemas/contacts.js';

/**
 * Whether a custom field value (always stored as a string) fits its field's type; the reason when not. An empty
 * value means "not filled in" and fits every type.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

export function customFieldValueProblem(type: CustomFieldType, value: string): string | null {
  if (value === '') return null;
  switch (type) {
    case 'boolean': return value === 'true' || value === 'false' ? null : 'must be "true" or "false"';
    case 'number': return value.trim() !== '' && Number.isFinite(Number(value)) ? null : 'must be a number';
    case 'date': return isCalendarDate(value) ? null : 'must be a date as YYYY-MM-DD';
    case 'datestring': return value.length <= 10 ? null : 'must be at most 10 characters';
    default: return null;
  }
}
