import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_QUERY, useMediaQuery } from '../../hooks/useMediaQuery';
import { buttonStyle } from '../theme';

/** A dialog is at least this wide outside phones; on phones the contact slides up as a bottom sheet. */
export const CONTACT_DIALOG_MIN_WIDTH = 420;

/**
 * The frame of the contact dialogs (details, editing, choosing a contact person): a bottom sheet on mobile, a
 * centred dialog at least 420px wide otherwise, at most 95vw and 95vh. Escape, the close button and a click on the
 * backdrop close it.
 */
export function ContactModal({ title, testId, onClose, children }: { title: string; testId: string; onClose(): void; children: ReactNode }) {
  const { t } = useTranslation('contacts');
  const mobile = useMediaQuery(MOBILE_QUERY);
  const frame = mobile
    ? { position: 'fixed', left: 0, right: 0, bottom: 0, maxHeight: '90vh', borderRadius: '12px 12px 0 0' } as const
    : { minWidth: `min(${CONTACT_DIALOG_MIN_WIDTH}px, 95vw)`, maxWidth: '95vw', maxHeight: '95vh', borderRadius: 8 } as const;
  return (
    <div
      data-testid={`${testId}-backdrop`}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      style={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,0.45)', display: 'flex', alignItems: 'center', justifyContent: 'center', zIndex: 1400 }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={title}
        data-testid={testId}
        data-variant={mobile ? 'bottom-sheet' : 'dialog'}
        onKeyDown={(event) => event.key === 'Escape' && onClose()}
        style={{ ...frame, background: 'white', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '12px 16px', borderBottom: '1px solid #eaecf0' }}>
          <strong style={{ flex: 1 }}>{title}</strong>
          <button type="button" autoFocus onClick={onClose} style={buttonStyle('ghost', 'secondary', 'sm')}>{t('actions.close')}</button>
        </div>
        <div style={{ overflow: 'auto', padding: 16 }}>{children}</div>
      </div>
    </div>
  );
}
