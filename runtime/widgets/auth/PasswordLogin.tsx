import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/PasswordLogin';
import { linkHref, useNavigation } from '../../app/navigation';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { LoginForm } from './LoginForm';

export type PasswordLoginSettings = SettingsOf<typeof spec.schema>;

/** The login form; after a login it goes to its link (stays on the page without one). Login shows it too. */
export function PasswordLogin({ settings }: Pick<WidgetProps<Pick<PasswordLoginSettings, 'link' | 'resetLink'>>, 'settings'>) {
  const navigation = useNavigation();
  const edit = useRenderMode() === 'edit';
  const link = settings.link.trim();
  const reset = settings.resetLink.trim();
  return (
    <LoginForm
      disabled={edit}
      resetHref={reset ? linkHref(navigation.basePath, reset) : undefined}
      onLoggedIn={() => { if (link) navigation.navigate(link); }}
    />
  );
}

export const PasswordLoginWidget = widgetFromSpec(spec, PasswordLogin);
