import { Type, type TSchema } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CreateContactNoteSchema, CustomerProfileSchema, PUBLIC_CONTACT_FIELDS, type CreateContactNote,
} from '../../model/api/schemas/contacts.js';
import { PageSchema } from '../../model/api/schemas/common.js';
import type { Database } from '../db/client.js';
import { conflict, notFound } from '../http/errors.js';
import { ErrorEnvelope } from '../http/schemas.js';
import { callContext } from '../resources/core/context.js';
import { inTransaction, present, writeEntity } from '../resources/core/operations.js';
import { expectedVersion } from '../resources/core/query.js';
import { parseSort } from '../resources/core/sort.js';
import { countRows, findRow, listRows, scopeSql } from '../resources/core/store.js';
import type { CallContext, EntityObject } from '../resources/core/types.js';
import { assertValid } from '../resources/core/validate.js';
import { META_FIELDS } from '../../model/api/schemas/common.js';
import { entityRef } from '../resources/core/route-docs.js';
import { contacts } from '../resources/definitions/contacts.js';
import { contactNotes, readableNotesOf } from './notes.js';

/**
 * The contact calls beyond the standard set (docs/users-and-contacts.md):
 *   GET  /contacts/public        public: the contacts marked publicAccess, public fields only (page 1, size 1000, by lastName)
 *   GET  /contacts/mine          any token: the caller's own contact (its customer profile), 404 when it has none
 *   PUT  /contacts/mine          any token: creates or replaces the caller's customer profile (If-Match → 409)
 *   GET  /contacts/{id}/notes    CONTACTS_READ: the notes the caller may read, newest first (size 1000)
 *   POST /contacts/{id}/notes    CONTACTS_WRITE: adds a note `{note, visibility?}` (default public)
 */
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
const NoQuery = Type.Object({ translate: Type.Optional(Type.Boolean()) });
const AnyObject = Type.Object({}, { additionalProperties: true });
const PUBLIC_PAGE_SIZE = 1000;
const NOTES_PAGE_SIZE = 1000;

const publicShape = (contact: EntityObject) =>
  Object.fromEntries(PUBLIC_CONTACT_FIELDS.filter((key) => contact[key] !== undefined).map((key) => [key, contact[key]]));

function withoutMeta(body: unknown): Record<string, unknown> {
  const fields = { ...(body as Record<string, unknown>) };
  for (const key of META_FIELDS) delete fields[key];
  return fields;
}

/**
 * A client may send back the profile it read, with the fields only staff change: they are dropped when unchanged,
 * and refused (400 naming them) when the customer tries to change them.
 */
function withoutStaffFields(fields: Record<string, unknown>, existing: EntityObject | null, userId: string): Record<string, unknown> {
  const result = { ...fields };
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (result.userId === userId) delete result.userId;
  for (const key of ['publicAccess', 'customFields'] as const) {
    if (key in result && same(result[key], existing?.[key])) delete result[key];
  }
  return result;
}

/** The caller's own contact (data.userId = caller), or null. */
async function findMine(ctx: CallContext, tx?: Parameters<typeof findRow>[3]): Promise<EntityObject | null> {
  const [first] = await ctx.db.rows<{ id: string }>(sql`SELECT e.id FROM entities e WHERE ${scopeSql({ tenantId: ctx.tenantId, resource: contacts.name })}
    AND e.data->>'userId' = ${ctx.auth!.userId} ORDER BY e.id LIMIT 1`, tx);
  return first ? findRow(ctx.db, { tenantId: ctx.tenantId, resource: contacts.name }, first.id, tx, !!tx) : null;
}

function mineContext(db: Database, request: FastifyRequest): CallContext {
  return { db, request, tenantId: request.auth!.tenantId, auth: request.auth, ownerId: null };
}

export function registerContactRoutes(app: FastifyInstance, db: Database): void {
  app.get('/api/contacts/public', {
    config: {
      access: { public: true },
      openapi: { summary: 'The contacts marked publicAccess, with their public fields only, by last name', responses: { 200: PageSchema(AnyObject) } },
    },
    exposeHeadRoute: false,
    schema: { querystring: NoQuery },
  }, async (request) => {
    const ctx = callContext(db, request, contacts, 'read');
    const scope = { tenantId: ctx.tenantId, resource: contacts.name };
    const where = sql`(e.data->'publicAccess') = 'true'::jsonb`;
    const [rows, total] = await Promise.all([
      listRows(db, scope, where, parseSort('lastName,firstName', 'id'), PUBLIC_PAGE_SIZE, 0),
      countRows(db, scope, where),
    ]);
    return { elements: rows.map(publicShape), totalElements: total, page: 1, size: PUBLIC_PAGE_SIZE };
  });

  app.get('/api/contacts/mine', {
    config: { access: {}, openapi: { summary: 'The caller\'s own contact (customer profile); 404 when it has none', responses: { 200: entityRef('contacts'), 404: ErrorEnvelope } } },
    exposeHeadRoute: false,
    schema: { querystring: NoQuery },
  }, async (request) => {
    const ctx = mineContext(db, request);
    const mine = await findMine(ctx);
    if (!mine) throw notFound('You have no customer profile yet');
    return (await present(ctx, contacts, [mine]))[0];
  });

  app.put('/api/contacts/mine', {
    config: { access: {}, openapi: { summary: 'Creates or replaces the caller\'s own contact (customer profile)', body: CustomerProfileSchema as TSchema, responses: { 200: entityRef('contacts') } } },
    schema: { querystring: NoQuery, body: AnyObject },
  }, async (request) => {
    const ctx = mineContext(db, request);
    const saved = await inTransaction(ctx, async (tx) => {
      // One profile per user even when two tabs save the first time at once.
      await db.rows(sql`SELECT pg_advisory_xact_lock(hashtext(${`contact-mine:${ctx.tenantId}:${ctx.auth!.userId}`}))`, tx);
      const existing = await findMine(ctx, tx);
      const expected = expectedVersion(request.headers['if-match']);
      if (existing && expected !== null && existing.version !== expected) {
        throw conflict(`The contacts was changed meanwhile (version ${existing.version}, expected ${expected})`, [{ field: 'version', message: `is ${existing.version}` }]);
      }
      const fields = withoutStaffFields(withoutMeta(request.body), existing, ctx.auth!.userId);
      assertValid(CustomerProfileSchema, fields);
      // What the profile form does not edit stays as the staff set it (custom fields, public listing); the
      // configuration is the customer's to change, and stays as stored when a save leaves it out.
      const kept = existing
        ? { customFields: existing.customFields, publicAccess: existing.publicAccess, ...(fields.configuration === undefined ? { configuration: existing.configuration } : {}) }
        : {};
      const data = Object.fromEntries(Object.entries({ ...fields, ...kept, userId: ctx.auth!.userId }).filter(([, v]) => v !== undefined));
      return writeEntity(ctx, contacts, data, { ctx, tx, existing, body: fields });
    });
    return (await present(ctx, contacts, [saved]))[0];
  });

  app.get('/api/contacts/:id/notes', {
    config: { access: { permission: 'CONTACTS_READ' }, openapi: { summary: 'The notes of a contact the caller may read, newest first', responses: { 200: PageSchema(AnyObject) } } },
    exposeHeadRoute: false,
    schema: { params: IdParams, querystring: NoQuery },
  }, async (request) => {
    const { id } = request.params as { id: string };
    const ctx = callContext(db, request, contacts, 'read');
    if (!await findRow(db, { tenantId: ctx.tenantId, resource: contacts.name }, id)) throw notFound(`No contacts with id ${id}`);
    const scope = { tenantId: ctx.tenantId, resource: contactNotes.name };
    const where = readableNotesOf(id, ctx.auth!.userId);
    const [rows, total] = await Promise.all([
      listRows(db, scope, where, parseSort('-createdAt', 'id'), NOTES_PAGE_SIZE, 0),
      countRows(db, scope, where),
    ]);
    return { elements: rows, totalElements: total, page: 1, size: NOTES_PAGE_SIZE };
  });

  app.post('/api/contacts/:id/notes', {
    config: { access: { permission: 'CONTACTS_WRITE' }, openapi: { summary: 'Adds a note to a contact', body: CreateContactNoteSchema as TSchema, responses: { 201: AnyObject } } },
    schema: { params: IdParams, querystring: NoQuery, body: AnyObject },
  }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const body = withoutMeta(request.body);
    assertValid(CreateContactNoteSchema, body);
    const { note, visibility = 'public' } = body as CreateContactNote;
    const ctx = callContext(db, request, contactNotes, 'write');
    const created = await inTransaction(ctx, async (tx) => {
      if (!await findRow(db, { tenantId: ctx.tenantId, resource: contacts.name }, id, tx, true)) throw notFound(`No contacts with id ${id}`);
      const fields = { target: { id, type: 'contact' }, ownerId: ctx.auth!.userId, content: note, visibility };
      return writeEntity(ctx, contactNotes, fields, { ctx, tx, existing: null, body });
    });
    return reply.code(201).send(created);
  });
}
