import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT } from '../test/harness.js';
import { useTestServer } from '../test/use-test-server.js';
import { expectEnvelope } from '../resources/tests/fixtures.js';
import { userWith } from '../resources/tests/users.js';

/**
 * The file store over real HTTP (docs/files.md): upload, download, metadata, folders, limits and who may do what.
 * Runs on PGlite (bytes under DATA_DIR) and on PostgreSQL with TEST_DB=postgres (bytes in the database).
 */
const MAX_BYTES = 64 * 1024;
const server = useTestServer({ config: { files: { maxBytes: MAX_BYTES, allowedTypes: ['image/*', 'text/plain', 'application/pdf'] } } });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function upload(token: string | undefined, bytes: Buffer, type: string, query = 'name=bild.png', headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}/api/files/upload?${query}`, {
    method: 'POST',
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': type, ...headers },
    body: new Uint8Array(bytes),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

const get = (url: string, headers: Record<string, string> = {}) => fetch(server.baseUrl + url, { headers });

let owner: { token: string; userId: string };
let stranger: { token: string; userId: string };
let reader: { token: string; userId: string };
let otherTenant: string;

beforeAll(async () => {
  owner = await userWith(server, []);
  stranger = await userWith(server, []);
  reader = await userWith(server, ['FILES_READ']);
  otherTenant = (await server.createTenantWithUser({ tenantId: 'files-other', email: 'boss@files-other.example', password: 'other-password-1', permissions: ['TENANT_ADMIN'] })).token;
});

describe('upload and download', () => {
  it('stores the bytes and serves them back with type, name, ETag and caching', async () => {
    const created = await upload(owner.token, PNG, 'image/png', 'name=Sonnenblume%20%C3%BC.png&license=CC%20BY%204.0&licenseUrl=https%3A%2F%2Fcreativecommons.org%2Flicenses%2Fby%2F4.0%2F');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name: 'Sonnenblume ü.png', mimeType: 'image/png', size: PNG.length, stored: true, public: false, owner: owner.userId, license: 'CC BY 4.0' });
    expect(created.body.url).toBe(`/api/files/${created.body.id}/content?tenant=${DEMO_TENANT}`);

    const response = await get(created.body.url, { Authorization: `Bearer ${owner.token}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="Sonnenblume ?.png"; filename*=UTF-8''Sonnenblume%20%C3%BC.png`);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);

    const etag = response.headers.get('etag')!;
    const again = await get(created.body.url, { Authorization: `Bearer ${owner.token}`, 'If-None-Match': etag });
    expect(again.status).toBe(304);
    const attachment = await get(`${created.body.url}&download=true`, { Authorization: `Bearer ${owner.token}` });
    expect(attachment.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('a public file needs no token; the address names the tenant', async () => {
    const created = await upload(owner.token, PNG, 'image/png', 'name=logo.png&public=true');
    const response = await get(created.body.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await get(`/api/files/${created.body.id}/content?tenant=files-other`)).status).toBe(404);
    expect((await get(`/api/files/${created.body.id}/content`)).status).toBe(404);
  });

  it('keeps the bytes in the database on PostgreSQL and under DATA_DIR otherwise', async () => {
    const created = await upload(owner.token, PNG, 'image/png', 'name=place.png');
    const folder = path.join(server.config.dataDir, 'files', Buffer.from(DEMO_TENANT).toString('base64url'));
    if (server.db.kind === 'postgres') {
      const rows = await server.db.rows<{ n: number }>((await import('drizzle-orm')).sql`SELECT length(content) AS n FROM file_contents WHERE id = ${created.body.id}`);
      expect(Number(rows[0].n)).toBe(PNG.length);
      expect(existsSync(path.join(folder, created.body.id))).toBe(false);
    } else {
      expect(readdirSync(folder)).toContain(created.body.id);
    }
    const deleted = await server.call('DELETE', `/api/files/${created.body.id}`, { token: owner.token });
    expect(deleted.status).toBe(204);
    expect(existsSync(path.join(folder, created.body.id))).toBe(false);
    expect((await get(created.body.url, { Authorization: `Bearer ${owner.token}` })).status).toBe(404);
  });

  it('other code stores and reads files through the store (put, get, delete)', async () => {
    const store = server.app.fileStore;
    const file = await store.put(DEMO_TENANT, PNG, { name: 'avatar.png', mimeType: 'image/png; charset=binary', owner: owner.userId, public: true }, { allowedTypes: ['image/*'] });
    expect(file).toMatchObject({ mimeType: 'image/png', size: PNG.length, stored: true });
    expect((await store.get(DEMO_TENANT, file.id))?.bytes.equals(PNG)).toBe(true);
    expect(await store.get('files-other', file.id)).toBeNull();
    await expect(store.put(DEMO_TENANT, Buffer.from('x'), { name: 'a.txt', mimeType: 'text/plain' }, { allowedTypes: ['image/*'] })).rejects.toMatchObject({ status: 415 });
    expect(await store.delete(DEMO_TENANT, file.id)).toBe(true);
    expect(await store.get(DEMO_TENANT, file.id)).toBeNull();
  });
});

describe('limits and bad input', () => {
  it('415 for a type not allowed, naming the Content-Type', async () => {
    const result = await upload(owner.token, Buffer.from('<html></html>'), 'text/html', 'name=x.html');
    expect(result.status).toBe(415);
    expectEnvelope(result.body);
    expect(result.body.error.code).toBe('UNSUPPORTED_FILE_TYPE');
    expect(result.body.error.details[0].field).toBe('Content-Type');
    expect((await upload(owner.token, PNG, '', 'name=x.png')).status).toBe(415);
  });

  it('413 above the size limit, 400 for an empty body', async () => {
    const result = await upload(owner.token, Buffer.alloc(MAX_BYTES + 1, 1), 'image/png', 'name=big.png');
    expect(result.status).toBe(413);
    expect(result.body.error.code).toBe('FILE_TOO_LARGE');
    expect(result.body.error.message).toContain(String(MAX_BYTES));
    const empty = await upload(owner.token, Buffer.alloc(0), 'image/png', 'name=empty.png');
    expect(empty.status).toBe(400);
    expect(empty.body.error.details[0].field).toBe('body');
    // Exactly the limit is fine.
    expect((await upload(owner.token, Buffer.alloc(MAX_BYTES, 1), 'image/png', 'name=edge.png')).status).toBe(201);
  });

  it('a name with a path is refused; ids never reach the file system', async () => {
    for (const name of ['../../etc/passwd', 'a\\b.png', '..', 'x\u0001.png']) {
      const result = await upload(owner.token, PNG, 'image/png', `name=${encodeURIComponent(name)}`);
      expect(result.status, name).toBe(400);
      expect(result.body.error.details[0].field).toBe('name');
    }
    expect((await upload(owner.token, PNG, 'image/png', '')).status).toBe(400);
    for (const id of ['..%2F..%2Fetc%2Fpasswd', '..', '%2e%2e']) {
      const response = await get(`/api/files/${id}/content?tenant=${DEMO_TENANT}`, { Authorization: `Bearer ${owner.token}` });
      expect([400, 404], id).toContain(response.status);
    }
  });

  it('unknown query fields and metadata fields are 400s naming them', async () => {
    const result = await upload(owner.token, PNG, 'image/png', 'name=a.png&evil=1');
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body.error)).toContain('evil');
    const created = await upload(owner.token, PNG, 'image/png', 'name=a.png');
    const patched = await server.call('PATCH', `/api/files/${created.body.id}`, { token: owner.token, body: { colour: 'red' } });
    expect(patched.status).toBe(400);
    expect(patched.body.error.details[0].field).toBe('colour');
  });

  it('what the upload decided cannot be changed; the generic create only references http(s) files', async () => {
    const created = await upload(owner.token, PNG, 'image/png', 'name=a.png');
    for (const [field, value] of [['size', 1], ['mimeType', 'text/html'], ['url', 'https://evil.example/x.png'], ['sha256', 'a'.repeat(64)]] as const) {
      const result = await server.call('PATCH', `/api/files/${created.body.id}`, { token: owner.token, body: { [field]: value } });
      expect(result.status, field).toBe(400);
      expect(result.body.error.details[0].field).toBe(field);
    }
    const renamed = await server.call('PATCH', `/api/files/${created.body.id}`, { token: owner.token, body: { name: 'b.png', license: 'CC0' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'b.png', license: 'CC0', size: PNG.length, stored: true });

    const local = await server.call('POST', '/api/files', { token: owner.token, body: { name: 'x', url: '/etc/passwd' } });
    expect(local.status).toBe(400);
    expect(local.body.error.details[0].field).toBe('url');
    const faked = await server.call('POST', '/api/files', { token: owner.token, body: { name: 'x', url: 'https://a.example/x.png', stored: true } });
    expect(faked.body.error.details[0].field).toBe('stored');
    const reference = await server.call('POST', '/api/files', { token: owner.token, body: { name: 'Foto', url: 'https://images.example/foto.jpg', license: 'CC BY-SA 4.0', licenseUrl: 'https://creativecommons.org/licenses/by-sa/4.0/' } });
    expect(reference.status).toBe(201);
    expect(reference.body).toMatchObject({ stored: false, owner: owner.userId });
  });
});

describe('who may read, change and delete', () => {
  it('without a token nothing is uploaded', async () => {
    expect((await upload(undefined, PNG, 'image/png')).status).toBe(401);
  });

  it('another user neither sees, downloads, changes nor deletes a private file; FILES_READ reads it', async () => {
    const created = await upload(owner.token, PNG, 'image/png', 'name=privat.png');
    const id = created.body.id;
    expect((await server.call('GET', `/api/files/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await get(created.body.url, { Authorization: `Bearer ${stranger.token}` })).status).toBe(404);
    expect((await get(created.body.url)).status).toBe(404);
    expect((await server.call('PATCH', `/api/files/${id}`, { token: stranger.token, body: { name: 'mine.png' } })).status).toBe(404);
    expect((await server.call('DELETE', `/api/files/${id}`, { token: stranger.token })).status).toBe(404);
    const list = await server.call('GET', '/api/files?size=1000', { token: stranger.token });
    expect(list.body.elements.map((f: { id: string }) => f.id)).not.toContain(id);

    expect((await server.call('GET', `/api/files/${id}`, { token: reader.token })).status).toBe(200);
    expect((await get(created.body.url, { Authorization: `Bearer ${reader.token}` })).status).toBe(200);
    // FILES_READ does not change what is not one's own.
    expect((await server.call('DELETE', `/api/files/${id}`, { token: reader.token })).status).toBe(404);
    expect((await server.call('DELETE', `/api/files/${id}`, { token: server.admin })).status).toBe(204);
  });

  it('another tenant sees nothing, not even with the address of a public file in its own name', async () => {
    const created = await upload(owner.token, PNG, 'image/png', 'name=pub.png&public=true');
    expect((await server.call('GET', `/api/files/${created.body.id}`, { token: otherTenant })).status).toBe(404);
    expect((await get(created.body.url, { Authorization: `Bearer ${otherTenant}` })).status).toBe(404);
    expect((await server.call('DELETE', `/api/files/${created.body.id}`, { token: otherTenant })).status).toBe(404);
  });

  it('finds a file by its url (the license of a picture)', async () => {
    const created = await upload(owner.token, PNG, 'image/png', 'name=lizenz.png&license=CC0&licenseUrl=https%3A%2F%2Fcreativecommons.org%2Fpublicdomain%2Fzero%2F1.0%2F');
    const found = await server.call('POST', '/api/files/search', { token: owner.token, body: { fieldSearches: [{ fieldname: 'url', matcher: 'equals', value: created.body.url, caseSensitive: true }] } });
    expect(found.status).toBe(200);
    expect(found.body.elements).toHaveLength(1);
    expect(found.body.elements[0]).toMatchObject({ license: 'CC0', licenseUrl: 'https://creativecommons.org/publicdomain/zero/1.0/' });
  });
});

describe('folders', () => {
  it('a tree: children by parentId, files by folderId, no cycles, only empty folders go', async () => {
    const writer = (await userWith(server, ['FILES_WRITE'])).token;
    const create = (body: object) => server.call('POST', '/api/folders', { token: writer, body });
    const root = (await create({ name: 'Bilder' })).body;
    const child = (await create({ name: '2026', parentId: root.id })).body;
    expect((await create({ name: 'x', parentId: 'nope' })).body.error.details[0].field).toBe('parentId');
    const cycle = await server.call('PATCH', `/api/folders/${root.id}`, { token: writer, body: { parentId: child.id } });
    expect(cycle.status).toBe(400);
    expect(cycle.body.error.details[0].field).toBe('parentId');
    expect((await server.call('POST', '/api/folders', { token: owner.token, body: { name: 'no right' } })).status).toBe(403);

    const children = await server.call('POST', '/api/folders/search', { token: owner.token, body: { fieldSearches: [{ type: 'foreignId', fieldname: 'parentId', matcher: 'equals', value: root.id }] } });
    expect(children.body.elements.map((f: { name: string }) => f.name)).toEqual(['2026']);

    const file = await upload(owner.token, PNG, 'image/png', `name=in-folder.png&folderId=${child.id}`);
    expect(file.status).toBe(201);
    expect(file.body.folderId).toBe(child.id);
    expect((await upload(owner.token, PNG, 'image/png', 'name=x.png&folderId=missing')).body.error.details[0].field).toBe('folderId');
    expect((await server.call('DELETE', `/api/folders/${child.id}`, { token: writer })).status).toBe(409);
    expect((await server.call('DELETE', `/api/files/${file.body.id}`, { token: owner.token })).status).toBe(204);
    expect((await server.call('DELETE', `/api/folders/${root.id}`, { token: writer })).status).toBe(409);
    expect((await server.call('DELETE', `/api/folders?ids=${root.id},${child.id}`, { token: writer })).status).toBe(204);
  });
});
