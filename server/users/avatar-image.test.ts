import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_PIXELS } from '../../model/api/avatars.js';
import { sniffAvatarType, squareAvatar } from './avatar-image.js';

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp') =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 1 } } })[format]().toBuffer();

describe('avatar pictures', () => {
  it('recognises PNG, JPEG, GIF and WebP by their bytes, nothing else', async () => {
    for (const format of ['png', 'jpeg', 'gif', 'webp'] as const) expect(sniffAvatarType(await picture(4, 4, format))).toBe(`image/${format}`);
    expect(sniffAvatarType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffAvatarType(Buffer.alloc(0))).toBeNull();
  });

  it('makes every picture a WebP square of 256 px, cut from the middle', async () => {
    for (const [width, height] of [[900, 300], [120, 700], [16, 16]]) {
      const meta = await sharp(await squareAvatar(await picture(width, height, 'png'), 'image/png')).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', AVATAR_PIXELS, AVATAR_PIXELS]);
    }
  });

  it('refuses bytes that are no picture, a picture of another type than declared, and a broken one, naming file', async () => {
    const field = (promise: Promise<unknown>) => promise.then(() => null, (error: { details?: { field?: string }[] }) => error.details?.[0]?.field);
    expect(await field(squareAvatar(Buffer.from('hello'), 'image/png'))).toBe('file');
    expect(await field(squareAvatar(await picture(4, 4, 'gif'), 'image/png'))).toBe('file');
    expect(await field(squareAvatar((await picture(64, 64, 'png')).subarray(0, 30), 'image/png'))).toBe('file');
  });
});
