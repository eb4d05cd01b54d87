import { apiRequest } from '../../api/http';
import { updateMyProfile } from '../../api/calls';
import { getContact, getUser, patchContact, putUser } from '../../api/resources';
import type { Configuration } from '../../../model/api/schemas/configuration';
import type { Contact } from '../../../model/api/schemas/contacts';
import type { User } from '../../../model/api/schemas/users';

export type ConfigurationEntry = Configuration[number];

/**
 * What the configuration editor edits, whoever owns it: a user or a customer (contact). Loading and saving are the
 * only difference, so the editor has one implementation and the owner brings its own `save`.
 */
export interface ConfiguredRecord {
  id: string;
  version: number;
  name: string;
  configuration: ConfigurationEntry[];
  save(configuration: ConfigurationEntry[]): Promise<unknown>;
}

/** A user to configure: the caller itself through GET /users/me (no admin rights needed), anybody else by id. */
export function loadConfiguredUser(userId: string, myId: string | undefined): Promise<User> {
  return !userId || userId === myId ? apiRequest<User>('GET', '/users/me') : getUser(userId);
}

/**
 * Stores a user's configuration: another user is put whole with the updated configuration (PUT /users/{id},
 * TENANT_ADMIN, If-Match); the caller's own goes through PATCH /users/me, so an employee without administrator
 * rights keeps its own settings (working hours).
 */
export async function saveUserConfiguration(user: User, configuration: ConfigurationEntry[], myId: string | undefined): Promise<User> {
  if (user.id === myId) return updateMyProfile({ configuration });
  return putUser(user.id, { displayName: user.displayName, primaryEmail: user.primaryEmail, profile: user.profile ?? {}, configuration }, { ifMatch: user.version });
}

export async function loadUserRecord(userId: string, myId: string | undefined): Promise<ConfiguredRecord> {
  const user = await loadConfiguredUser(userId, myId);
  return {
    id: user.id, version: user.version, name: user.displayName, configuration: user.configuration ?? [],
    save: (configuration) => saveUserConfiguration(user, configuration, myId),
  };
}

const contactName = (contact: Contact) =>
  [contact.firstName, contact.lastName].filter(Boolean).join(' ') || contact.company || contact.email || contact.id;

/**
 * A customer to configure: the contact of `customerId` (CONTACTS_READ to load, CONTACTS_WRITE to save, PATCH with
 * If-Match), else the caller's own customer record (GET/PUT /contacts/mine with If-Match: the customer changes its
 * own configuration there, the fields staff set stay as they are).
 */
export async function loadCustomerRecord(customerId: string): Promise<ConfiguredRecord> {
  const contact = customerId ? await getContact(customerId) : await apiRequest<Contact>('GET', '/contacts/mine');
  const ifMatch = { 'If-Match': String(contact.version) };
  return {
    id: contact.id, version: contact.version, name: contactName(contact), configuration: contact.configuration ?? [],
    save: (configuration) => (customerId
      ? patchContact(contact.id, { configuration }, { ifMatch: contact.version })
      : apiRequest<Contact>('PUT', '/contacts/mine', { body: { ...contact, configuration }, headers: ifMatch })),
  };
}
