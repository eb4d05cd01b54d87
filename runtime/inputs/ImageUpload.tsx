/**
 * An image chosen from a file (PNG, JPEG, GIF, WebP, AVIF or BMP, at most `maxBytes`), with a preview. With `upload`
 * the image goes to the file store and the value is its address (docs/files.md); the server's own limits answer
 * with the same messages (too large, not an image). When no file store answers (no server, the call is not there,
 * the session ended) the image is kept as a data URL, as without `upload`. Any other file, one too large or one
 * that cannot be read is refused with a message and the box turns red; the previous image stays.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../api/http';
import { FieldShell, shellProps } from './FieldShell';
import { describedByOf, type InputProps } from './types';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp'];

/** The file store refused the image for a reason the person can act on. */
class Refused extends Error {}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The largest size a 413 of the file store names ('at most N bytes'), else the input's own. */
const serverLimit = (error: ApiRequestError, fallback: number) => Number(/at most (\d+) bytes/.exec(error.message)?.[1] ?? fallback);

/** Stores the image and answers its address; the value when the file store cannot take it is a data URL. */
export type ImageStore = (file: File) => Promise<string>;

export function ImageUpload(props: InputProps<string> & { maxBytes?: number; upload?: ImageStore }) {
  const { id, value, label, disabled, readOnly, onChange, onBlur, maxBytes = 2 * 1024 * 1024, upload } = props;
  const { t } = useTranslation('inputs');
  const [ownError, setOwnError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** The file store's address of the image, or null when there is no file store to take it. */
  const stored = async (file: File): Promise<string | null> => {
    if (!upload) return null;
    try {
      return await upload(file);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 413) throw new Refused(t('image.tooLarge', { size: Math.round(serverLimit(error, maxBytes) / 1024) }));
      if (error instanceof ApiRequestError && error.status === 415) throw new Refused(t('image.notAnImage'));
      return null;
    }
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setOwnError(t('image.notAnImage'));
    if (file.size > maxBytes) return setOwnError(t('image.tooLarge', { size: Math.round(maxBytes / 1024) }));
    setBusy(true);
    try {
      const url = (await stored(file)) ?? (await readAsDataUrl(file));
      setOwnError(null);
      onChange(url);
    } catch (error) {
      setOwnError(error instanceof Refused ? error.message : t('image.unreadable'));
    } finally {
      setBusy(false);
    }
    onBlur?.();
  };

  return (
    <FieldShell {...shellProps(props)} ownError={ownError}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 8, borderRadius: 6, border: `1px solid ${ownError || props.error ? '#d92d20' : '#d0d5dd'}` }}>
        {value ? <img src={value} alt={label ?? ''} data-testid="image-preview" style={{ maxWidth: 96, maxHeight: 96 }} /> : null}
        <input
          id={id}
          name={id}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          disabled={disabled || readOnly || busy}
          aria-busy={busy || undefined}
          aria-describedby={describedByOf(props, ownError)}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        {value && (
          <button type="button" disabled={disabled || readOnly} onClick={() => onChange(undefined)}>
            {t('image.remove')}
          </button>
        )}
      </div>
    </FieldShell>
  );
}
