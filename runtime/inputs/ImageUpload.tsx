/**
 * An image chosen from a file, kept as a data URL (PNG, JPEG, GIF, WebP, AVIF or BMP, at most `maxBytes`), with a
 * preview. Any other file, one too large or one that cannot be read is refused with a message and the box turns
 * red; the previous image stays.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell, shellProps } from './FieldShell';
import { describedByOf, type InputProps } from './types';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp'];

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function ImageUpload(props: InputProps<string> & { maxBytes?: number }) {
  const { id, value, label, disabled, readOnly, onChange, onBlur, maxBytes = 2 * 1024 * 1024 } = props;
  const { t } = useTranslation('inputs');
  const [ownError, setOwnError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setOwnError(t('image.notAnImage'));
    if (file.size > maxBytes) return setOwnError(t('image.tooLarge', { size: Math.round(maxBytes / 1024) }));
    try {
      const url = await readAsDataUrl(file);
      setOwnError(null);
      onChange(url);
    } catch {
      setOwnError(t('image.unreadable'));
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
          disabled={disabled || readOnly}
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
