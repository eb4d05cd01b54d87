import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/LogoutButton';
import { useNavigation } from '../../app/navigation';
import { useSession } from '../../auth';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { buttonStyle } from './formStyles';

export type LogoutButtonSettings = SettingsOf<typeof spec.schema>;

/** Ends the session (server and page) and goes to its link; hidden while nobody is signed in, except in the editor. */
function LogoutButton({ settings }: WidgetProps<LogoutButtonSettings>) {
  const { t } = useTranslation('auth');
  const navigation = useNavigation();
  const edit = useRenderMode() === 'edit';
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  if (!user && !edit) return null;
  const onClick = async () => {
    if (edit) return;
    await logout();
    if (settings.link.trim()) navigation.navigate(settings.link.trim());
  };
  return <button type="button" style={buttonStyle} onClick={() => void onClick()}>{settings.label.trim() || t('auth.logout')}</button>;
}

export const LogoutButtonWidget = widgetFromSpec(spec, LogoutButton);
