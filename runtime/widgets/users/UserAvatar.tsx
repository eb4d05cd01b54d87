import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { safeImageSrc } from '../../security/safeUrl';

/** The avatar sizes of the users widgets, in pixels (xs to xl; md is the default everywhere). */
export const AVATAR_SIZES = { xs: 24, sm: 32, md: 48, lg: 64, xl: 96 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;

/** Up to two letters of a name: the first letters of its first and last words, or the first two of one word. */
export function initialsOf(name: string | undefined | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean).map((word) => Array.from(word));
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? words[0].slice(0, 2) : [words[0][0], words[words.length - 1][0]];
  return letters.join('').toUpperCase();
}

/** A steady background per name, so the same person keeps the same colour on every page. */
const COLOURS = ['#2b6cb0', '#2f855a', '#b7791f', '#c53030', '#6b46c1', '#2c7a7b', '#b83280', '#4a5568'];
function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLOURS[hash % COLOURS.length];
}

/**
 * A person's picture as a circle, or their initials when there is no picture or it does not load. Shared by the
 * Avatar widget, the user lists and the avatar editor.
 */
export function UserAvatar({ name, url, size = 'md' }: { name: string; url?: string | null; size?: AvatarSize }) {
  const { t } = useTranslation('users');
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const pixels = AVATAR_SIZES[size] ?? AVATAR_SIZES.md;
  const src = safeImageSrc(url);
  const circle: CSSProperties = {
    width: pixels, height: pixels, borderRadius: '50%', flex: 'none', display: 'inline-flex', alignItems: 'center',
    justifyContent: 'center', overflow: 'hidden', boxSizing: 'border-box',
  };
  if (src && failedUrl !== src) {
    return (
      <img data-testid="avatar" data-size={size} src={src} alt={t('avatar.alt', { name })} width={pixels} height={pixels}
        style={{ ...circle, objectFit: 'cover' }} onError={() => setFailedUrl(src)} />
    );
  }
  return (
    <span data-testid="avatar" data-size={size} role="img" aria-label={t('avatar.alt', { name })}
      style={{ ...circle, background: colourOf(name), color: '#ffffff', fontSize: Math.round(pixels * 0.4), fontWeight: 600 }}>
      {initialsOf(name)}
    </span>
  );
}
