import { Type, type Static } from '@sinclair/typebox';
import type { Entity } from './common.js';
import { ConfigurationSchema } from './configuration.js';

/**
 * Contacts of a tenant (docs/users-and-contacts.md): people and their company, with custom fields the tenant defines
 * (`/contactcustomfields`) and notes. Every text has a bound; an empty optional text is allowed so an editor can
 * clear a field by saving it empty.
 */
const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

export const ContactAddressSchema = Type.Object({
  street: Text(200),
  streetNumber: Text(20),
  zip: Text(20),
  city: Text(200),
});

export const SALUTATIONS = ['Herr', 'Frau'] as const;
export const CUSTOM_FIELD_TYPES = ['boolean', 'number', 'date', 'datestring', 'string'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** One custom field's value on a contact: always a string, parsed by the field's type where it is shown. */
export const ContactCustomFieldValueSchema = Type.Object({
  customFieldId: Type.String({ minLength: 1, maxLength: 100 }),
  value: Type.String({ maxLength: 2000 }),
});

export const ContactFieldsSchema = Type.Object({
  title: Text(100),
  salutation: Type.Optional(Type.Union(SALUTATIONS.map((s) => Type.Literal(s)))),
  firstName: Text(128),
  lastName: Text(128),
  /** As the user typed it (`1980-04-01`, `01.04.1980`): at most 10 characters. */
  birthday: Text(10),
  address: Type.Optional(ContactAddressSchema),
  companyAddress: Type.Optional(ContactAddressSchema),
  email: Type.Optional(Type.Union([Type.Literal(''), Type.String({ format: 'email', maxLength: 320 })])),
  phone: Text(50),
  mobile: Text(50),
  company: Text(200),
  companyPosition: Text(200),
  companyPhone: Text(50),
  avatarUrl: Text(2000),
  /** Listed by the public contacts call (`GET /contacts/public`) with its public fields only. */
  publicAccess: Type.Optional(Type.Boolean()),
  customFields: Type.Optional(Type.Array(ContactCustomFieldValueSchema, { maxItems: 200 })),
  /** Free key/value settings of the customer, like a user's configuration. */
  configuration: Type.Optional(ConfigurationSchema),
  /** The user whose own customer profile this contact is (set by `PUT /contacts/mine`). */
  userId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});

/** The fields of a public contact: what anybody may see of a contact marked publicAccess. */
export const PUBLIC_CONTACT_FIELDS = [
  'id', 'title', 'salutation', 'firstName', 'lastName', 'company', 'companyPosition', 'companyPhone', 'companyAddress',
  'email', 'avatarUrl',
] as const;

/** What a signed-in user may change of its own customer profile: everything but the link and the visibility. */
export const CustomerProfileSchema = Type.Omit(ContactFieldsSchema, ['userId', 'publicAccess', 'customFields']);

export const ContactCustomFieldFieldsSchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200 }),
  type: Type.Union(CUSTOM_FIELD_TYPES.map((t) => Type.Literal(t))),
});

export const NOTE_VISIBILITIES = ['private', 'public'] as const;
export type NoteVisibility = (typeof NOTE_VISIBILITIES)[number];

/** `POST /contacts/{id}/notes`: the note's text and who may read it (private: only its author). */
export const CreateContactNoteSchema = Type.Object({
  note: Type.String({ minLength: 1, maxLength: 10_000 }),
  visibility: Type.Optional(Type.Union(NOTE_VISIBILITIES.map((v) => Type.Literal(v)))),
});

export const ContactNoteFieldsSchema = Type.Object({
  target: Type.Object({ id: Type.String(), type: Type.String() }),
  ownerId: Type.String(),
  content: Type.String(),
  visibility: Type.Union(NOTE_VISIBILITIES.map((v) => Type.Literal(v))),
});

export type ContactAddress = Static<typeof ContactAddressSchema>;
export type ContactFields = Static<typeof ContactFieldsSchema>;
export type Contact = Entity<ContactFields>;
export type CustomerProfile = Static<typeof CustomerProfileSchema>;
export type ContactCustomFieldValue = Static<typeof ContactCustomFieldValueSchema>;
export type ContactCustomFieldFields = Static<typeof ContactCustomFieldFieldsSchema>;
export type ContactCustomField = Entity<ContactCustomFieldFields>;
export type CreateContactNote = Static<typeof CreateContactNoteSchema>;
export type ContactNote = Entity<Static<typeof ContactNoteFieldsSchema>>;
