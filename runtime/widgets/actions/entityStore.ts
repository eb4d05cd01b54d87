import { templateNames } from '../../hooks/template';
import { dataStoreName, storeDefinition } from '../../stores/definitions';

/**
 * The store an entity action names: a store name as it is (`products`, `data/invoices`), else a data type's path
 * (`invoices` → `data/invoices`). '' when it names none.
 */
export function entityStoreName(type: string | undefined): string {
  const name = (type ?? '').trim();
  if (!name) return '';
  if (storeDefinition(name)) return name;
  return storeDefinition(dataStoreName(name)) ? dataStoreName(name) : '';
}

/** A filled-in template that still holds a placeholder: no value was found for it. */
export const unresolved = (text: string) => templateNames(text).length > 0;
