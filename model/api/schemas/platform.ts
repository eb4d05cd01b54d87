import { Type, type Static } from '@sinclair/typebox';
import type { Entity } from './common.js';
import { ResellerIdSchema } from './resellers.js';
import type { ApplicationDocument, CompoundWidgetDocument } from '../../document/types.js';

/**
 * Applications, compound widgets, data types with their records, and the audit log. Application and compound
 * widget bodies are checked in depth by the document load pipeline (migrations/load.ts) on save; these
 * schemas only give the first, shallow check and the types.
 */

export const ApplicationFieldsSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  projectId: Type.Optional(Type.String()),
  /** Host name the application is published on; one application per domain across all tenants. */
  domain: Type.Optional(Type.String({ maxLength: 253 })),
  /** The application's own reseller; only TENANT_ADMIN gives it a new one (docs/api.md, Resellers). */
  resellerId: Type.Optional(ResellerIdSchema),
  schemaVersion: Type.Integer({ minimum: 1 }),
  content: Type.Array(Type.Object({}, { additionalProperties: true })),
}, { additionalProperties: true });
export type Application = Entity<ApplicationDocument> & { id: string };
/** The application a domain serves (its newest published version), with its tenant and the reseller it acts for. */
export type DomainApplication = Application & {
  tenantId: string;
  resellerId?: string;
  /** The number of the published version served, its time, and the compound widgets it was published with. */
  publishedVersion: number;
  publishedAt: number;
  compoundWidgets: Record<string, CompoundWidgetDocument>;
};

export const CompoundWidgetFieldsSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  projectId: Type.Optional(Type.String()),
  widget: Type.Object({}, { additionalProperties: true }),
}, { additionalProperties: true });
export type CompoundWidget = Entity<CompoundWidgetDocument> & { id: string };

/** A data type: its records live at `/api/data/{path}` and are validated against `schema` (JSON Schema). */
export const DataTypeFieldsSchema = Type.Object({
  path: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,99}$' }),
  schema: Type.Object({}, { additionalProperties: true }),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  /** 'public': anyone may read the records (with X-Tenant-Id); default 'private' (DATA_READ). */
  visibility: Type.Optional(Type.Union([Type.Literal('public'), Type.Literal('private')])),
  /** Fields the `search` query option looks in; default: every string property of the schema. */
  searchableFields: Type.Optional(Type.Array(Type.String())),
});
export type DataTypeFields = Static<typeof DataTypeFieldsSchema>;
export type DataType = Entity<DataTypeFields>;

/** A record of a data type: whatever its schema allows. */
export type DataRecord = Entity<Record<string, unknown>>;

/** One entry of the audit log; written by the server on every create, update and delete. */
export interface AuditEntryFields {
  userId: string | null;
  action: string;
  resource: string;
  entityId?: string | null;
  details?: unknown;
}
export type AuditEntry = Entity<AuditEntryFields>;
