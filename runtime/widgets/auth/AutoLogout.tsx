import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/AutoLogout';
import { useSession } from '../../auth';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';

export type AutoLogoutSettings = SettingsOf<typeof spec.schema>;

/** What counts as the user being active on the page. */
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove'] as const;

/**
 * Logs the signed-in user out after `idleMinutes` without any activity on the page (client side: the server's
 * session still ends at its own lifetime). Invisible; the editor shows a note where it is placed.
 */
function AutoLogout({ settings }: WidgetProps<AutoLogoutSettings>) {
  const { t } = useTranslation('auth');
  const edit = useRenderMode() === 'edit';
  const signedIn = useSession((s) => s.user !== null);
  const logout = useSession((s) => s.logout);
  const idleMs = Math.max(1, settings.idleMinutes) * 60_000;
  useEffect(() => {
    if (edit || !signedIn) return undefined;
    let timer = setTimeout(() => void logout(), idleMs);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void logout(), idleMs);
    };
    for (const name of ACTIVITY) window.addEventListener(name, restart, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY) window.removeEventListener(name, restart);
    };
  }, [edit, signedIn, idleMs, logout]);
  if (!edit) return null;
  return <span style={{ fontSize: 12, opacity: 0.7 }}>{t('auth.autoLogout', { minutes: settings.idleMinutes })}</span>;
}

export const AutoLogoutWidget = widgetFromSpec(spec, AutoLogout);
