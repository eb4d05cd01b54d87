import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner';

const TONES = {
  loading: { color: '#2a4365', background: '#ebf8ff', border: '#90cdf4' },
  success: { color: '#067647', background: '#ecfdf3', border: '#6ce9a6' },
  error: { color: '#b42318', background: '#fef3f2', border: '#fda29b' },
} as const;

/**
 * The message of the opt-in widgets: under way (with a spinner), done, or failed (with its title), and a close
 * button when `onClose` is given. Test hook `mailing-message` with `data-state` = the tone.
 */
export function MailingMessage({ tone, title, onClose, children }: {
  tone: keyof typeof TONES; title?: string; onClose?(): void; children: ReactNode;
}) {
  const { t } = useTranslation('optin');
  const look = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      aria-busy={tone === 'loading'}
      data-testid="mailing-message"
      data-state={tone}
      style={{ display: 'flex', alignItems: 'center', gap: 10, padding: '10px 14px', borderRadius: 6, color: look.color, background: look.background, border: `1px solid ${look.border}` }}
    >
      {tone === 'loading' ? <Spinner /> : null}
      <span style={{ flex: 1 }}>
        {title ? <strong>{title} </strong> : null}
        {children}
      </span>
      {onClose ? (
        <button type="button" aria-label={t('close')} onClick={onClose} style={{ border: 'none', background: 'transparent', color: 'inherit', fontSize: 18, cursor: 'pointer', lineHeight: 1 }}>
          ×
        </button>
      ) : null}
    </div>
  );
}
