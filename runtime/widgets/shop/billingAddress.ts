import type { Address } from '../../../model/api/schemas/shop';

/** The billing address the order form collects (the placeOrder body needs one, model/api/schemas/shop.ts). */
export type AddressDraft = Record<'name' | 'street' | 'postalCode' | 'city' | 'country' | 'email', string>;

export const ADDRESS_FIELDS = ['name', 'street', 'postalCode', 'city', 'country', 'email'] as const;
export const REQUIRED_ADDRESS_FIELDS: readonly (keyof AddressDraft)[] = ['name', 'street', 'postalCode', 'city', 'country'];

export function emptyAddress(name = '', country = 'DE', email = ''): AddressDraft {
  return { name, street: '', postalCode: '', city: '', country, email };
}

/** The fields that keep the address from being sent, in form order. */
export function missingAddressFields(draft: AddressDraft): (keyof AddressDraft)[] {
  const missing = REQUIRED_ADDRESS_FIELDS.filter((field) => !draft[field].trim());
  if (draft.country.trim() && !/^[A-Z]{2}$/.test(draft.country.trim().toUpperCase())) missing.push('country');
  return missing;
}

/** The address as the API takes it: trimmed, country in capitals, e-mail only when given. */
export function toAddress(draft: AddressDraft): Address {
  const email = draft.email.trim();
  return {
    name: draft.name.trim(),
    street: draft.street.trim(),
    postalCode: draft.postalCode.trim(),
    city: draft.city.trim(),
    country: draft.country.trim().toUpperCase(),
    ...(email ? { email } : {}),
  };
}
