/**
 * Accepting a document: a check box that starts unchecked and is checked only through the preview. Ticking it (or
 * the button) opens the PDF in a dialog 90% of the window high with 'Akzeptieren' and 'Nicht akzeptieren';
 * accepting checks it, declining, Escape or a click on the backdrop leaves it unchecked. A PDF that cannot be shown
 * says 'Beim Anzeigen des PDF ist ein Fehler aufgetreten'. The value is `true` once accepted, else none.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeHref } from '../security/safeUrl';
import { CheckboxInput } from './CheckboxInput';
import type { PdfPagesProps } from './pdf/types';
import type { InputProps } from './types';

// A viewer that cannot load (an old browser, a failed download) is a PDF that cannot be shown.
function ViewerMissing({ onError }: PdfPagesProps) {
  useEffect(() => onError(), [onError]);
  return <span />;
}
const PdfPages = lazy(() => import('./pdf/PdfPages').catch(() => ({ default: ViewerMissing })));

export function DocumentAcceptance(props: InputProps<boolean> & { fileUrl: string }) {
  const { label, fileUrl, disabled, readOnly, onChange, onBlur } = props;
  const { t } = useTranslation('inputs');
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const decide = (accepted: boolean) => {
    setOpen(false);
    onChange(accepted ? true : undefined);
    onBlur?.();
  };
  const locked = disabled || readOnly;
  const fail = useCallback(() => setFailed(true), []);

  return (
    <CheckboxInput
      {...props}
      disabled={locked}
      onToggle={(checked) => {
        if (!checked) return decide(false);
        setFailed(false);
        setOpen(true);
      }}
    >
      {open && (
        <div
          data-testid="document-backdrop"
          onClick={(event) => event.target === event.currentTarget && decide(false)}
          style={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,0.45)', display: 'flex', alignItems: 'center', justifyContent: 'center', zIndex: 1400 }}
        >
          <div
            role="dialog"
            aria-modal="true"
            aria-label={label}
            onKeyDown={(event) => event.key === 'Escape' && decide(false)}
            style={{ background: 'white', borderRadius: 8, width: 'min(95vw, 900px)', height: '90vh', display: 'flex', flexDirection: 'column' }}
          >
            <div style={{ flex: 1, overflow: 'auto', padding: 12 }} data-testid="document-preview">
              {failed || !safeHref(fileUrl) ? (
                <p role="alert">{t('document.error')}</p>
              ) : (
                <Suspense fallback={<p>{t('document.loading')}</p>}>
                  <PdfPages url={safeHref(fileUrl)!} onError={fail} />
                </Suspense>
              )}
            </div>
            <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', padding: 12, borderTop: '1px solid #eaecf0' }}>
              <button type="button" onClick={() => decide(false)}>{t('document.decline')}</button>
              <button type="button" autoFocus disabled={failed || !safeHref(fileUrl)} onClick={() => decide(true)}>{t('document.accept')}</button>
            </div>
          </div>
        </div>
      )}
    </CheckboxInput>
  );
}
