import { ApiRequestError } from '../../api/http';
import type { ContactCustomFieldValue } from '../../../model/api/schemas/contacts';

/**
 * The server's 400 on a contact as messages by form field: `firstName`, `address.zip`, and for custom field values
 * (`customFields.N.value`) `customFields.<fieldId>`, so the message shows at the field's own input.
 */
export function fieldErrorsOf(error: unknown, customFields: readonly ContactCustomFieldValue[] | undefined): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const errors: Record<string, string> = {};
  for (const { field, message } of error.details) {
    if (!field) continue;
    const custom = /^customFields\.(\d+)\./.exec(field);
    const id = custom ? customFields?.[Number(custom[1])]?.customFieldId : undefined;
    errors[id ? `customFields.${id}` : field] = message;
  }
  return errors;
}
