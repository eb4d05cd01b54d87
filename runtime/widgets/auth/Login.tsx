import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Login';
import { linkHref, useNavigation } from '../../app/navigation';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { PasswordLogin } from './PasswordLogin';

export type LoginSettings = SettingsOf<typeof spec.schema>;

/** The page-level login: a heading, the PasswordLogin form (the same one), and a link to register when there is a page for it. */
function Login({ settings }: WidgetProps<LoginSettings>) {
  const { t } = useTranslation('auth');
  const navigation = useNavigation();
  const registration = settings.registrationLink.trim();
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 420, width: '100%' }}>
      <h2 style={{ margin: 0 }}>{settings.heading.trim() || t('login.heading')}</h2>
      <PasswordLogin settings={settings} />
      {registration
        ? <p style={{ margin: 0 }}>{t('login.noAccount')} <a href={linkHref(navigation.basePath, registration)} data-testid="register-link">{t('login.register')}</a></p>
        : null}
    </section>
  );
}

export const LoginWidget = widgetFromSpec(spec, Login);
