import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/LoginStatus';
import { linkHref, useNavigation } from '../../app/navigation';
import { useSession } from '../../auth';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { LoginDialog } from './LoginDialog';
import { LoginForm } from './LoginForm';

export type LoginStatusSettings = SettingsOf<typeof spec.schema>;

/** Initials of a name for the icon view ("Erika Muster" → "EM"). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : (parts[0] ?? '?').slice(0, 2)).toUpperCase();
}

/**
 * The header's login badge. Nobody signed in: "Anmelden", which opens the application's login dialog (or, with
 * `dialog` off, unfolds the login form under the badge, not modal). Either way the visitor logs in within the
 * application and stays on the page: never the builder's login page. Signed in: the user's name (or initials with viewType icon), opening a menu of the extra
 * links (`menuButtons`) and Logout.
 */
function LoginStatus({ settings }: WidgetProps<LoginStatusSettings>) {
  const { t } = useTranslation('auth');
  const navigation = useNavigation();
  const edit = useRenderMode() === 'edit';
  const user = useSession((s) => s.user);
  const formId = useId();
  const logout = useSession((s) => s.logout);
  // Open for the user it was opened by (null: nobody signed in): a login or logout closes the dialog or the menu by
  // itself. By id, not by object: the session's check after a reload brings the same user as a new object, and the
  // menu opened in between stayed closed for a builder's click that came before the answer.
  const who = user?.id ?? null;
  const [openedFor, setOpenedFor] = useState<string | null | undefined>(undefined);
  const open = openedFor !== undefined && openedFor === who;
  const setOpen = (next: boolean) => setOpenedFor(next ? who : undefined);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => { if (event.key === 'Escape') setOpenedFor(undefined); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const badge = {
    background: settings.backgroundColor, color: settings.fontColor, border: 'none', borderRadius: 18, cursor: 'pointer',
    padding: settings.viewType === 'icon' ? 0 : '6px 14px', width: settings.viewType === 'icon' ? 36 : undefined,
    height: 36, fontSize: 14, fontWeight: 600,
  } as const;
  const name = user ? user.displayName || user.primaryEmail : '';
  const label = user ? t('auth.loginStatus.signedInAs', { name }) : t('auth.login');

  const onBadge = () => {
    if (!edit) setOpen(!open);
  };

  return (
    <div style={{ position: 'relative', display: 'inline-block' }} data-testid="login-status" data-signed-in={Boolean(user)}>
      <button type="button" style={badge} onClick={onBadge} aria-label={label} title={label} aria-expanded={open}
        aria-haspopup={user ? 'menu' : settings.dialog ? 'dialog' : undefined} aria-controls={open && !user && !settings.dialog ? formId : undefined}>
        {user ? (settings.viewType === 'icon' ? initials(name) : name) : (settings.viewType === 'icon' ? '👤' : t('auth.login'))}
      </button>
      {open && user ? (
        <div role="menu" style={{
          position: 'absolute', right: 0, top: 42, minWidth: 180, background: '#ffffff', color: '#1a202c', borderRadius: 8,
          boxShadow: '0 4px 16px rgba(0,0,0,0.18)', padding: 6, zIndex: 50, display: 'flex', flexDirection: 'column',
        }}>
          {settings.menuButtons.map((entry, i) => (
            <a key={i} role="menuitem" href={linkHref(navigation.basePath, entry.link)} style={{ padding: '8px 10px', color: 'inherit', textDecoration: 'none' }}
              onClick={(event) => {
                const href = linkHref(navigation.basePath, entry.link);
                if (!href || /^[a-z]+:/i.test(entry.link)) return;
                event.preventDefault();
                setOpen(false);
                navigation.navigate(entry.link);
              }}>
              {entry.label}
            </a>
          ))}
          <button type="button" role="menuitem" onClick={() => void logout()}
            style={{ padding: '8px 10px', textAlign: 'left', border: 'none', background: 'none', cursor: 'pointer', font: 'inherit', color: 'inherit' }}>
            {t('auth.logout')}
          </button>
        </div>
      ) : null}
      {open && !user && settings.dialog ? <LoginDialog onClose={() => setOpen(false)} /> : null}
      {open && !user && !settings.dialog ? (
        <div id={formId} data-testid="login-status-form" role="group" aria-label={t('auth.login')} style={{
          position: 'absolute', right: 0, top: 42, width: 320, maxWidth: '90vw', boxSizing: 'border-box', background: '#ffffff', color: '#1a202c',
          borderRadius: 8, boxShadow: '0 4px 16px rgba(0,0,0,0.18)', padding: 16, zIndex: 50,
        }}>
          <LoginForm />
        </div>
      ) : null}
    </div>
  );
}

export const LoginStatusWidget = widgetFromSpec(spec, LoginStatus);
