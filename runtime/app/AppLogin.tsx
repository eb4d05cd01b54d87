import { useTranslation } from 'react-i18next';
import { LoginForm } from '../widgets/auth/LoginForm';

/**
 * A page of a published application that needs a login, shown to a visitor without one: the application's own login
 * form in place of the page (never the builder's login page). Once logged in, the page itself shows, at the same
 * address, so the shopper is back where they were.
 */
const pageStyle = { maxWidth: 420, margin: '48px auto', padding: '0 24px', display: 'flex', flexDirection: 'column', gap: 16 } as const;

export function AppLogin() {
  const { t } = useTranslation('shop');
  return (
    <main data-testid="app-login" style={pageStyle}>
      <h1 style={{ margin: 0, fontSize: 22 }}>{t('appLogin.heading')}</h1>
      <LoginForm />
    </main>
  );
}

/** A page restricted to permissions (staff only), shown to a signed-in user without them: a notice, not its widgets. */
export function AppForbidden() {
  const { t } = useTranslation('shop');
  return (
    <main data-testid="app-forbidden" style={pageStyle}>
      <p role="alert" style={{ margin: 0 }}>{t('appLogin.forbidden')}</p>
    </main>
  );
}
