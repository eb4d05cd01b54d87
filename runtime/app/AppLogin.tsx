import { useTranslation } from 'react-i18next';
import { LoginForm } from '../widgets/auth/LoginForm';

/**
 * A page of a published application that needs a login, shown to a visitor without one: the application's own login
 * form in place of the page (never the builder's login page). Once logged in, the page itself shows, at the same
 * address, so the shopper is back where they were.
 */
export function AppLogin() {
  const { t } = useTranslation('shop');
  return (
    <main data-testid="app-login" style={{ maxWidth: 420, margin: '48px auto', padding: '0 24px', display: 'flex', flexDirection: 'column', gap: 16 }}>
      <h1 style={{ margin: 0, fontSize: 22 }}>{t('appLogin.heading')}</h1>
      <LoginForm />
    </main>
  );
}
