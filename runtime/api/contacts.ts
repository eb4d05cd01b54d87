import { apiRequest } from './http.js';
import { apiMethod } from './method.js';
import { encodeId } from './resource-client.js';
import type { Page } from '../../model/api/schemas/common.js';
import type { Contact, ContactNote, CreateContactNote, CustomerProfile } from '../../model/api/schemas/contacts.js';

/**
 * The contact calls beyond the standard set (docs/users-and-contacts.md): public contacts (no token), the notes of
 * a contact, and the caller's own customer profile.
 */
export const getPublicContacts = apiMethod('getPublicContacts', [], [], () =>
  apiRequest<Page<Partial<Contact>>>('GET', '/contacts/public', { auth: false }));
export const getContactNotes = apiMethod('getContactNotes', ['id'], ['id'], (id: string) =>
  apiRequest<Page<ContactNote>>('GET', `/contacts/${encodeId(id)}/notes`));
export const createContactNote = apiMethod('createContactNote', ['id', 'note'], ['id', 'note'], (id: string, note: CreateContactNote) =>
  apiRequest<ContactNote>('POST', `/contacts/${encodeId(id)}/notes`, { body: note }));
export const getMyCustomerProfile = apiMethod('getMyCustomerProfile', [], [], () =>
  apiRequest<Contact>('GET', '/contacts/mine'));
export const saveMyCustomerProfile = apiMethod('saveMyCustomerProfile', ['profile'], ['profile'], (profile: CustomerProfile) =>
  apiRequest<Contact>('PUT', '/contacts/mine', { body: profile }));
