import { Type, type Static } from '@sinclair/typebox';

/**
 * A free key/value list (docs/users-and-contacts.md): a user's and a contact's `configuration`, e.g.
 * workingHoursPerWeek of resource planning. Every entry needs a key; the value is any JSON; at most 200 entries.
 */
export const CONFIGURATION_MAX_ENTRIES = 200;

export const ConfigurationSchema = Type.Array(
  Type.Object({ key: Type.String({ minLength: 1 }), value: Type.Unknown() }),
  { maxItems: CONFIGURATION_MAX_ENTRIES },
);

export type Configuration = Static<typeof ConfigurationSchema>;
