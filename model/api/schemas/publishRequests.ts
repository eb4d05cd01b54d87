import { Type, type Static } from '@sinclair/typebox';
import type { Entity } from './common.js';

/**
 * Publish requests (docs/publishing.md): a builder who may save an application's draft but not publish it asks
 * for a publish of one draft version; someone who may publish it approves (which publishes exactly that draft
 * version) or rejects. Only `state` ever changes, once, from open to approved or rejected.
 */
export const PUBLISH_REQUEST_STATES = ['open', 'approved', 'rejected'] as const;
export type PublishRequestState = (typeof PUBLISH_REQUEST_STATES)[number];

/** What the server stores and answers; a PUT or PATCH may change only `state`. */
export const PublishRequestSchema = Type.Object({
  applicationId: Type.String({ minLength: 1, maxLength: 100 }),
  /** The draft version the builder asks to publish: approving publishes exactly it, or answers 409. */
  draftVersion: Type.Integer({ minimum: 1 }),
  note: Type.String({ maxLength: 500 }),
  requestedBy: Type.String(),
  requestedAt: Type.Number({ description: 'epoch milliseconds' }),
  state: Type.Union(PUBLISH_REQUEST_STATES.map((state) => Type.Literal(state))),
  decidedBy: Type.Optional(Type.String()),
  decidedAt: Type.Optional(Type.Number({ description: 'epoch milliseconds' })),
  /** Set by an approval: the number of the version it published. */
  publishedVersion: Type.Optional(Type.Integer({ minimum: 1 })),
});

/** The body of a request: the server adds who asked, when and the state. */
export const CreatePublishRequestSchema = Type.Object({
  applicationId: Type.String({ minLength: 1, maxLength: 100 }),
  draftVersion: Type.Integer({ minimum: 1 }),
  note: Type.Optional(Type.String({ maxLength: 500 })),
});
export type CreatePublishRequest = Static<typeof CreatePublishRequestSchema>;
export type PublishRequest = Entity<Static<typeof PublishRequestSchema>>;
