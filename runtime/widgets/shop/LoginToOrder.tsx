import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenderMode } from '../../render/extensions';
import { LoginDialog } from '../auth/LoginDialog';
import { buttonStyle } from '../theme';

/**
 * Under a guest's cart: ordering needs an account, so this says so and opens the application's own login dialog.
 * The shopper stays on the cart; after the login the guest cart joins the account's cart and the order form shows.
 */
export function LoginToOrder() {
  const { t } = useTranslation('shop');
  const edit = useRenderMode() === 'edit';
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="cart-login-required" style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
      <span>{t('cart.loginToOrder')}</span>
      <button type="button" data-testid="cart-login" onClick={() => !edit && setOpen(true)} style={buttonStyle('solid', 'primary', 'sm')} aria-haspopup="dialog">
        {t('cart.login')}
      </button>
      {open ? <LoginDialog onClose={() => setOpen(false)} intro={t('cart.loginIntro')} /> : null}
    </div>
  );
}
