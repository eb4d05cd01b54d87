import sharp from 'sharp';
import { AVATAR_PIXELS, isAvatarType, type AvatarType } from '../../model/api/avatars.js';
import { invalidField } from '../http/errors.js';

/**
 * Avatar pictures (docs/api.md, Avatars): what the bytes are is read from the bytes themselves, never trusted from
 * the Content-Type alone; a picture is turned upright (EXIF), cut to the middle square and scaled to
 * AVATAR_PIXELS × AVATAR_PIXELS as WebP without any metadata, so what is stored and served is always our own small
 * image, whatever was sent.
 */
const SIGNATURES: { type: AvatarType; matches(bytes: Buffer): boolean }[] = [
  { type: 'image/png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  { type: 'image/webp', matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

export function sniffAvatarType(bytes: Buffer): AvatarType | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? null;
}

/** Decompression bombs: a picture of more pixels than this is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

/** The stored avatar of an uploaded picture; a 400 naming `file` for bytes that are not the image they claim to be. */
export async function squareAvatar(bytes: Buffer, declaredType: string): Promise<Buffer> {
  const type = sniffAvatarType(bytes);
  if (!type) throw invalidField('file', 'must be a PNG, JPEG, WebP or GIF picture');
  if (isAvatarType(declaredType) && declaredType !== type) throw invalidField('file', `is a ${type} picture sent as ${declaredType}`);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(AVATAR_PIXELS, AVATAR_PIXELS, { fit: 'cover', position: 'centre' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw invalidField('file', 'is not a picture that can be read');
  }
}
