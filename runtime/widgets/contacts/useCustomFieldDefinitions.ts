import type { ContactCustomField } from '../../../model/api/schemas/contacts';
import { useStore } from '../../stores';

/** The tenant's contact custom fields (the `contactcustomfields` store, all at once, by title). */
export function useCustomFieldDefinitions(enabled = true) {
  return useStore<ContactCustomField>('contactcustomfields', { enabled });
}
