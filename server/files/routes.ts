import { Type, type Static } from '@sinclair/typebox';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasPermission } from '../auth/context.js';
import { fileAnswer, NO_BODY, sharedRef } from '../http/openapi/shared-schemas.js';
import { invalidField, notFound } from '../http/errors.js';
import { entityRef } from '../resources/core/route-docs.js';
import type { StoredFileEntity } from '../../model/api/schemas/files.js';
import { assertTypeAllowed, fileTooLarge, mediaTypeOf } from './limits.js';
import type { FileStore } from './store.js';

/**
 * The byte calls of the file store (docs/files.md); the metadata is the generic resource `/files`.
 * - POST /api/files/upload?name=…: the body is the file itself, its Content-Type the file's type. Any signed-in
 *   user uploads (the file is its own); 415 for a type not allowed, 413 above the size limit, both before the body
 *   is read when the headers tell.
 * - GET /api/files/{id}/content?tenant=…: the bytes with their type, a download name, an ETag and caching. Public
 *   files need nothing (an <img> sends no headers, so the address names the tenant); others need a token of the
 *   tenant whose user owns the file or holds FILES_READ / FILES_WRITE. Anything else is a 404, so nobody learns
 *   which ids exist.
 */
const UploadQuery = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  folderId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  license: Type.Optional(Type.String({ maxLength: 500 })),
  licenseUrl: Type.Optional(Type.String({ maxLength: 2000 })),
  public: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });

const ContentParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) });
const ContentQuery = Type.Object({
  tenant: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  /** Asks for a download (attachment) even of a type a browser shows. */
  download: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });

/** Types a browser may show in place; everything else is offered as a download. */
const SHOWN_IN_PLACE = /^(image\/(png|jpeg|gif|webp|avif|svg\+xml)|application\/pdf|text\/plain|audio\/.+|video\/.+)$/;

function uploadGuard(store: FileStore) {
  return async (request: FastifyRequest) => {
    assertTypeAllowed(store.limits, mediaTypeOf(request.headers['content-type']));
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length > store.limits.maxBytes) throw fileTooLarge(store.limits);
  };
}

async function upload(store: FileStore, request: FastifyRequest, reply: FastifyReply) {
  const query = request.query as Static<typeof UploadQuery>;
  // The query carries the metadata: a misspelt field would be lost silently, so it is a 400 naming it.
  // (The validator drops unknown keys from request.query, so the raw address is what tells.)
  const sent = [...new URL(request.url, 'http://upload').searchParams.keys()];
  const unknown = sent.find((key) => !Object.hasOwn(UploadQuery.properties, key));
  if (unknown) throw invalidField(unknown, 'is not a field of an upload');
  const bytes = request.body;
  if (!(bytes instanceof Uint8Array)) throw invalidField('body', 'must not be empty');
  const auth = request.auth!;
  const file = await store.put(request.tenantId!, bytes, {
    name: query.name,
    mimeType: mediaTypeOf(request.headers['content-type']),
    license: query.license,
    licenseUrl: query.licenseUrl,
    folderId: query.folderId,
    owner: auth.userId,
    public: query.public,
  }, { userId: auth.userId, resellerId: request.resellerId });
  return reply.code(201).send(file);
}

/** Who may read a file's bytes: anybody for a public file, else its owner or a holder of FILES_READ / FILES_WRITE. */
function mayRead(request: FastifyRequest, file: StoredFileEntity): boolean {
  if (file.public) return true;
  const auth = request.auth;
  return !!auth && (file.owner === auth.userId || hasPermission(auth, ['FILES_READ', 'FILES_WRITE']));
}

async function download(store: FileStore, request: FastifyRequest, reply: FastifyReply) {
  const { id } = request.params as Static<typeof ContentParams>;
  const query = request.query as Static<typeof ContentQuery>;
  // A token or X-Tenant-Id decides the tenant (the auth hook checked it); the address's tenant must agree.
  const tenantId = request.tenantId ?? query.tenant;
  if (!tenantId || (request.tenantId && query.tenant && query.tenant !== request.tenantId)) throw notFound(`No file with id ${id}`);
  const found = await store.get(tenantId, id);
  if (!found || !mayRead(request, found.file)) throw notFound(`No file with id ${id}`);
  const { file, bytes } = found;
  const etag = `"${file.sha256}"`;
  const mimeType = file.mimeType ?? 'application/octet-stream';
  const inPlace = !query.download && SHOWN_IN_PLACE.test(mimeType);
  reply
    .header('ETag', etag)
    // Uploads never change (a new upload is a new id), so a public file may be kept; a private one is checked each time.
    .header('Cache-Control', file.public ? 'public, max-age=86400' : 'private, no-cache')
    .header('Content-Disposition', contentDisposition(file.name, { type: inPlace ? 'inline' : 'attachment' }))
    // Stored files are not pages of this site: no scripts, even in an SVG or HTML opened directly.
    .header('Content-Security-Policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
    .header('X-Content-Type-Options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(mimeType).send(bytes);
}

export function registerFileRoutes(app: FastifyInstance, store: FileStore): void {
  app.register(async (scope) => {
    // Only here does a body arrive as raw bytes of any type; the type check is the route's own (415 above).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: store.limits.maxBytes }, (_request, body, done) => done(null, body));
    scope.post('/api/files/upload', {
      bodyLimit: store.limits.maxBytes,
      config: {
        access: {},
        openapi: {
          summary: 'Stores a file: the body is the file, its Content-Type the type',
          body: Type.Unsafe({ description: 'The bytes of the file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }),
          responses: {
            201: entityRef('files'),
            413: sharedRef('ErrorEnvelope', { description: 'FILE_TOO_LARGE: the file is larger than the limit the message names' }),
            415: sharedRef('ErrorEnvelope', { description: 'UNSUPPORTED_FILE_TYPE: the Content-Type is not an allowed file type' }),
          },
        },
      },
      schema: { querystring: UploadQuery },
      onRequest: uploadGuard(store),
    }, (request, reply) => upload(store, request, reply));
  });
  app.get('/api/files/:id/content', {
    config: {
      access: { public: true, tenantOptional: true },
      openapi: { summary: "A stored file's bytes", responses: { 200: fileAnswer('application/octet-stream', 'The file'), 304: NO_BODY } },
    },
    schema: { params: ContentParams, querystring: ContentQuery },
  }, (request, reply) => download(store, request, reply));
}

