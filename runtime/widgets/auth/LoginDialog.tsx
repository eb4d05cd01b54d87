import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginForm } from './LoginForm';

const DIALOG_MAX_WIDTH = 500;

/**
 * The in-app login of a published application: a modal dialog over the page with the login form. The shopper
 * stays on the page they were on; a login closes it. Escape, the close button or a click beside it close it too.
 */
export function LoginDialog({ onClose, intro }: { onClose(): void; intro?: string }) {
  const { t } = useTranslation('auth');
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => { if (event.key === 'Escape') onClose(); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div style={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,0.4)', display: 'flex', alignItems: 'center', justifyContent: 'center', zIndex: 1000 }}
      onClick={(event) => { if (event.target === event.currentTarget) onClose(); }}>
      <div role="dialog" aria-modal="true" aria-label={t('auth.login')} style={{
        background: '#ffffff', color: '#1a202c', borderRadius: 10, padding: 24, width: '100%', maxWidth: DIALOG_MAX_WIDTH, boxSizing: 'border-box',
      }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 }}>
          <h2 style={{ margin: 0, fontSize: 20 }}>{t('auth.login')}</h2>
          <button type="button" aria-label={t('auth.close')} onClick={onClose} style={{ border: 'none', background: 'none', fontSize: 20, cursor: 'pointer' }}>×</button>
        </div>
        {intro ? <p style={{ marginTop: 0 }}>{intro}</p> : null}
        <LoginForm onLoggedIn={onClose} />
      </div>
    </div>
  );
}
