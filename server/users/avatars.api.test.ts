import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_PIXELS } from '../../model/api/avatars.js';
import { useTestServer } from '../test/use-test-server.js';
import { userWith } from '../resources/tests/users.js';

/** Avatars: uploaded through the two-step call, checked by their bytes, stored as a square, removable; who may. */
const server = useTestServer();
const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })[format]().toBuffer();

async function upload(token: string, userId: string, bytes: Buffer | string, type = 'image/png') {
  const address = await server.call('POST', `/api/users/${userId}/avatar`, { token });
  if (address.status !== 200) return address;
  return server.call('PUT', address.body.uploadUrl, { token, rawBody: bytes as never, headers: { 'Content-Type': type } });
}
const served = async (url: string) => fetch(server.baseUrl + url);

describe('avatars', () => {
  it('a user uploads its own picture: stored as a 256 px WebP square, served at profile.avatarUrl, shown to colleagues', async () => {
    const eva = await userWith(server, [], 'eva-avatar');
    const answer = await upload(eva.token, eva.userId, await picture(600, 300));
    expect(answer.status).toBe(200);
    const url: string = answer.body.profile.avatarUrl;
    expect(url).toMatch(/^\/api\//);
    const image = await served(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/webp/);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', AVATAR_PIXELS, AVATAR_PIXELS]);
    const colleagues = await server.call('GET', '/api/users/colleagues?search=eva-avatar', { token: eva.token });
    expect(colleagues.body.elements[0].profile.avatarUrl).toBe(url);
  });

  it('accepts JPEG, GIF and WebP; a new picture replaces the old, whose file is gone; removing takes it away', async () => {
    const max = await userWith(server, [], 'max-avatar');
    for (const format of ['jpeg', 'gif', 'webp'] as const) {
      expect((await upload(max.token, max.userId, await picture(64, 80, format), `image/${format}`)).status).toBe(200);
    }
    const first = (await upload(max.token, max.userId, await picture(50, 50))).body.profile.avatarUrl;
    const second = (await upload(max.token, max.userId, await picture(70, 40))).body.profile.avatarUrl;
    expect(second).not.toBe(first);
    expect((await served(first)).status).toBe(404);
    const removed = await server.call('DELETE', `/api/users/${max.userId}/avatar`, { token: max.token });
    expect(removed.status).toBe(200);
    expect(removed.body.profile.avatarUrl).toBeUndefined();
    expect((await served(second)).status).toBe(404);
  });

  it('refuses what is no such picture (400 naming file), other content types (415) and files over the limit (413)', async () => {
    const sam = await userWith(server, [], 'sam-avatar');
    const text = await upload(sam.token, sam.userId, 'not a picture at all');
    expect([text.status, text.body.error.details[0].field]).toEqual([400, 'file']);
    const disguised = await upload(sam.token, sam.userId, await picture(10, 10, 'jpeg'), 'image/png');
    expect([disguised.status, disguised.body.error.details[0].field]).toEqual([400, 'file']);
    const truncated = await upload(sam.token, sam.userId, (await picture(100, 100)).subarray(0, 40));
    expect([truncated.status, truncated.body.error.details[0].field]).toEqual([400, 'file']);
    expect((await upload(sam.token, sam.userId, '<svg/>', 'image/svg+xml')).status).toBe(415);
    const huge = Buffer.concat([await picture(10, 10), Buffer.alloc(AVATAR_MAX_BYTES)]);
    expect((await upload(sam.token, sam.userId, huge)).status).toBe(413);
    expect((await server.call('GET', `/api/users/${sam.userId}`, { token: server.admin })).body.profile.avatarUrl).toBeUndefined();
  });

  it('the user itself or TENANT_ADMIN only; another tenant does not find the user; a token is needed', async () => {
    const owner = await userWith(server, [], 'owner-avatar');
    const other = await userWith(server, ['ROLES_WRITE']);
    expect((await upload(other.token, owner.userId, await picture(20, 20))).status).toBe(403);
    const put = await server.call('PUT', `/api/users/${owner.userId}/avatar/file`, { token: other.token, rawBody: (await picture(20, 20)) as never, headers: { 'Content-Type': 'image/png' } });
    expect(put.status).toBe(403);
    expect((await server.call('DELETE', `/api/users/${owner.userId}/avatar`, { token: other.token })).status).toBe(403);
    expect((await upload(server.admin, owner.userId, await picture(20, 20))).status).toBe(200);
    const foreign = await server.createTenantWithUser({ tenantId: 'avatars-other', email: 'boss@avatars.example', password: 'other-secret-1', permissions: ['TENANT_ADMIN'] });
    expect((await upload(foreign.token, owner.userId, await picture(20, 20))).status).toBe(404);
    expect((await server.call('POST', `/api/users/${owner.userId}/avatar`, {})).status).toBe(401);
  });

  it("removing a picture never deletes another user's file, even when the avatarUrl was set to its address", async () => {
    const bob = await userWith(server, [], 'bob-avatar');
    const mallory = await userWith(server, [], 'mallory-avatar');
    const bobs = (await upload(bob.token, bob.userId, await picture(30, 30))).body.profile.avatarUrl;
    expect((await server.call('PATCH', '/api/users/me', { token: mallory.token, body: { profile: { avatarUrl: bobs } } })).status).toBe(200);
    expect((await server.call('DELETE', `/api/users/${mallory.userId}/avatar`, { token: mallory.token })).status).toBe(200);
    expect((await upload(mallory.token, mallory.userId, await picture(30, 30))).status).toBe(200);
    expect((await served(bobs)).status).toBe(200);
  });
});
