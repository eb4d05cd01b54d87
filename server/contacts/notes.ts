import { sql } from 'drizzle-orm';
import { ContactNoteFieldsSchema } from '../../model/api/schemas/contacts.js';
import type { ResourceDefinition } from '../resources/core/types.js';

/**
 * Notes on contacts are entities of their own resource, but without routes of the standard set: a private note is
 * readable only by its author, so they are read and written only through the contact's note calls
 * (contact-routes.ts), which apply that rule.
 */
export const CONTACT_NOTES = 'contactnotes';

export const contactNotes: ResourceDefinition = {
  name: CONTACT_NOTES,
  schema: ContactNoteFieldsSchema,
  searchable: ['content'],
  defaultSort: '-id',
};

/** The notes of contact `contactId` the user `userId` may read: every public note and its own private ones. */
export const readableNotesOf = (contactId: string, userId: string) =>
  sql`e.data->'target'->>'id' = ${contactId} AND (e.data->>'visibility' <> 'private' OR e.data->>'ownerId' = ${userId})`;
