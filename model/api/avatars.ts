/**
 * The rules of avatar pictures, shared by the server (which enforces them) and the avatar editor (which checks
 * before sending): the image types accepted, the largest file, and the square the server resizes every picture to.
 */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Width and height in pixels of the stored picture. */
export const AVATAR_PIXELS = 256;

export function isAvatarType(type: string): type is AvatarType {
  return (AVATAR_TYPES as readonly string[]).includes(type);
}
