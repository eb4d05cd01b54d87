import { Type, type Static } from '@sinclair/typebox';
import type { Entity } from './common.js';
import type { ApplicationDocument, CompoundWidgetDocument } from '../../document/types.js';

/**
 * Published versions of applications (docs/publishing.md). A version is immutable: it is created by publishing
 * (`POST /applicationversions`) and never changed or deleted. Its document is the draft as it was published; its
 * compound widgets are those the document used then, so the live site keeps rendering them.
 */

/** What the server stores and answers; only its own write (publishing) sets these fields. */
export const ApplicationVersionSchema = Type.Object({
  applicationId: Type.String(),
  /** 1, 2, 3, ... per application. */
  number: Type.Integer({ minimum: 1 }),
  note: Type.Optional(Type.String()),
  /** The user who published it (null for versions made by an upgrade or the first-start seed). */
  publishedBy: Type.Union([Type.String(), Type.Null()]),
  publishedAt: Type.Number({ description: 'epoch milliseconds' }),
  /** The application document as published (migrated to the current format when read). */
  document: Type.Object({}, { additionalProperties: true }),
  /** Compound widget id → its document as it was at publishing (transitively: compounds inside compounds). */
  compoundWidgets: Type.Record(Type.String(), Type.Object({}, { additionalProperties: true })),
  /** Set by a rollback: the number of the version this one republished. */
  restoredFrom: Type.Optional(Type.Integer({ minimum: 1 })),
});

/** The body of a publish. */
export const PublishSchema = Type.Object({
  applicationId: Type.String({ minLength: 1, maxLength: 100 }),
  note: Type.Optional(Type.String({ maxLength: 500 })),
  /**
   * The draft's version the caller means to publish (what its editor saved): 409 when the draft changed since.
   * Without it the stored draft is published as it is.
   */
  draftVersion: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Rollback: publish this earlier version again (as a new version) instead of the draft. */
  fromVersion: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type Publish = Static<typeof PublishSchema>;

export type ApplicationVersionFields = Omit<Static<typeof ApplicationVersionSchema>, 'document' | 'compoundWidgets'> & {
  document: ApplicationDocument;
  compoundWidgets: Record<string, CompoundWidgetDocument>;
};
export type ApplicationVersion = Entity<ApplicationVersionFields>;

/** `POST /applications/{id}/restore`: copy a version's document into the draft. */
export const RestoreSchema = Type.Object({ version: Type.Integer({ minimum: 1 }) });
export type Restore = Static<typeof RestoreSchema>;
