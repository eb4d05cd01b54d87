import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { freshRead } from '../../db/fresh-reads.js';
import type { ListQueryParams } from './query.js';
import { RawJson } from './read-operations.js';
import { definitionOf, readVisibility } from './read-access.js';
import { languageOf } from './translate.js';
import type { CallContext, ResourceDefinition } from './types.js';

/**
 * The response cache of the read calls (list, count, search, sum and the read of one entity) of one server instance.
 * It stays correct with several instances on one database (docs/architecture.md): every write to a resource's entities
 * changes that resource's revision in the same transaction (trigger in 0004_read_performance.sql), each cached read
 * first reads the current revision (one primary-key lookup) and serves the stored body only when it was built at that
 * revision. The revision is read before the page, so a stored body is never older than the revision it is stored
 * under; identical calls that miss at the same revision share one build.
 *
 * Cached only what does not depend on the caller beyond its tenant, its owner scope and (withReplacements) what it
 * may read of the replaced resources, whose revisions the answer is then kept under too; no resource with a
 * `present` hook (it may shape per caller), nor resources whose visibility is decided per caller (`visibleTo`). Owner-scoped resources key by the user the caller is limited to. Bounded by bytes, least recently
 * used first out. Cached answers carry an ETag (a hash of the body); If-None-Match with it gets a 304.
 */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/** A read's answer as sent: the JSON body and, for a single entity, its own ETag (its version). */
export interface ReadBody {
  body: Buffer;
  etag?: string;
}

interface Entry {
  revision: string;
  body: Buffer;
  etag: string;
  bytes: number;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Bodies being built, by revision and key: identical calls arriving meanwhile wait for the same one. */
  private readonly building = new Map<string, Promise<Entry>>();

  constructor(readonly maxBytes = DEFAULT_MAX_BYTES) {}

  get(key: string, revision: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.revision !== revision) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry); // most recently used last
    return entry;
  }

  /** Stores `body` under `key` at `revision`; its ETag is `etag` when given (an entity's version), else a hash of it. */
  set(key: string, revision: string, { body, etag }: ReadBody): Entry {
    const entry: Entry = { revision, body, etag: etag ?? `"${createHash('sha1').update(body).digest('base64url')}"`, bytes: body.length + key.length * 2 + 200 };
    this.delete(key);
    if (entry.bytes > this.maxBytes / 8) return entry; // too large to be worth the room
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.bytes;
    }
    return entry;
  }

  /** The current entry, else one built by `produce` (shared with identical calls at the same revision). */
  async fetch(key: string, revision: string, produce: () => Promise<ReadBody>): Promise<Entry> {
    const cached = this.get(key, revision);
    if (cached) return cached;
    const id = `${revision}\u0000${key}`;
    let pending = this.building.get(id);
    if (!pending) {
      pending = produce().then((body) => this.set(key, revision, body)).finally(() => this.building.delete(id));
      this.building.set(id, pending);
    }
    return pending;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

/**
 * The current revision of a tenant's resource ('0' before its first write), as of after the call arrived;
 * concurrent calls share the read (fresh-reads.ts).
 */
export function readRevision(db: Database, tenantId: string, resource: string): Promise<string> {
  return freshRead(db, JSON.stringify(['revision', tenantId, resource]), async () => {
    const [row] = await db.readRows<{ revision: number | string | bigint }>(sql`SELECT revision FROM resource_revisions
      WHERE tenant_id = ${tenantId} AND resource = ${resource}`);
    return row ? String(row.revision) : '0';
  });
}

/** What of a definition shapes a read: definitions built per request (data types) differ by these. */
const signatures = new WeakMap<ResourceDefinition, string>();
function signatureOf(def: ResourceDefinition): string {
  let signature = signatures.get(def);
  if (signature === undefined) {
    signature = JSON.stringify([def.name, def.searchable, def.translatable ?? [], def.defaultSort ?? '']);
    signatures.set(def, signature);
  }
  return signature;
}

/** A cacheable read: its key and the resources whose revisions its answer is built from. */
export interface ReadCacheKey {
  key: string;
  resources: string[];
}

/**
 * With withReplacements the answer also shows the replaced resources, as far as the caller may read each
 * (replacements.ts): it is kept under their revisions too, keyed by what the caller may see of them. Null when a
 * replaced resource decides visibility per caller (visibleTo) or is unknown.
 */
function replacedResources(ctx: CallContext, def: ResourceDefinition): { resources: string[]; seen: string[] } | null {
  const resources = [...new Set(Object.values(def.replacements ?? {}))].sort();
  const seen: string[] = [];
  for (const resource of resources) {
    const target = definitionOf(resource);
    if (!target || target.visibleTo) return null;
    const visibility = readVisibility(ctx.auth, resource);
    seen.push(visibility === 'own' ? `own:${ctx.auth?.userId ?? ''}` : visibility);
  }
  return { resources, seen };
}

/** The cache key of a read call, or null when its answer must not be cached. */
export function readCacheKey(ctx: CallContext, def: ResourceDefinition, operation: string, query: ListQueryParams, body?: unknown): ReadCacheKey | null {
  // visibleTo depends on the caller and on other resources, whose writes do not change this resource's revision.
  if (def.hooks?.present || def.visibleTo) return null;
  const replaced = query.withReplacements ? replacedResources(ctx, def) : { resources: [], seen: [] };
  if (!replaced) return null;
  let language = '';
  if (query.translate) {
    const header = ctx.request.headers['accept-language'];
    language = languageOf(Array.isArray(header) ? header[0] : header) ?? '';
  }
  return {
    key: JSON.stringify([ctx.tenantId, signatureOf(def), ctx.ownerId ?? '', operation, language, replaced.seen, query, body ?? null]),
    resources: [def.name, ...replaced.resources],
  };
}

function matches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const tags = (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch).split(',').map((t) => t.trim().replace(/^W\//, ''));
  return tags.includes(etag) || tags.includes('*');
}

/** Sends a read result: JSON text built by the database as it is, anything else through Fastify's serialiser. */
export function sendResult(reply: FastifyReply, result: unknown): FastifyReply {
  return result instanceof RawJson ? reply.type('application/json; charset=utf-8').send(result.text) : reply.send(result);
}

const toBuffer = (result: unknown) => Buffer.from(result instanceof RawJson ? result.text : JSON.stringify(result));

/**
 * Answers a read call from the cache when the stored body is current, else runs `produce`, stores its body and
 * sends it. Without a key (not cacheable) it only runs `produce`. `produce` is told the revision of the resource
 * read (null when not cacheable), which the match cache keeps its sets under (match-cache.ts). `etagOf` gives the
 * answer's own ETag (the read of one entity: its version, which a later write sends back as If-Match); without it
 * the ETag is a hash of the body. If-None-Match with the current ETag gets a 304, except for an entity read with
 * withReplacements, whose version does not change when a replaced entity does.
 */
export async function serveRead(cache: ReadCache, db: Database, request: FastifyRequest, reply: FastifyReply,
  ctx: CallContext, key: ReadCacheKey | null, produce: (revision: string | null) => Promise<unknown>,
  etagOf?: (result: unknown) => string): Promise<FastifyReply> {
  if (key === null) {
    const result = await produce(null);
    if (etagOf) reply.header('ETag', etagOf(result));
    return sendResult(reply, result);
  }
  const revisions = await Promise.all(key.resources.map((resource) => readRevision(db, ctx.tenantId, resource)));
  const entry = await cache.fetch(key.key, revisions.join(','), async () => {
    const result = await produce(revisions[0]);
    return { body: toBuffer(result), etag: etagOf?.(result) };
  });
  reply.header('ETag', entry.etag).header('Vary', 'Authorization, X-Tenant-Id, Accept-Language');
  // An entity's version says nothing of the replaced entities its answer shows (withReplacements): no 304 on it then.
  const validates = !etagOf || key.resources.length === 1;
  if (validates && matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
