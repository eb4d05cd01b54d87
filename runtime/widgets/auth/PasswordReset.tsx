import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/PasswordReset';
import { requestPasswordReset, resetPassword } from '../../api/account';
import { ApiRequestError } from '../../api/http';
import { linkHref, useNavigation } from '../../app/navigation';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { buttonStyle, errorStyle, formStyle, inputStyle, noteStyle } from './formStyles';
import { NewPasswordFields, newPasswordProblem, type NewPassword } from './NewPasswordFields';
import { pageAddressWithout, tokenInAddress } from './pageAddress';
import { useAccountCall } from './useAccountCall';

export type PasswordResetSettings = SettingsOf<typeof spec.schema>;

/** The query parameter the server puts the token in when it mails the reset link (docs/api.md, Account). */
const TOKEN_PARAMETER = 'resetToken';

/** Step one: the e-mail. The answer is the same whether the address has an account, so it tells nobody which do. */
function RequestForm({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, error, run } = useAccountCall();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    await run(async () => {
      await requestPasswordReset(email.trim(), pageAddressWithout(TOKEN_PARAMETER));
      setSent(true);
    });
  };

  if (sent) return <p role="status" style={noteStyle} data-testid="reset-requested">{t('reset.requested')}</p>;
  return (
    <form style={formStyle} onSubmit={(e) => void submit(e)} data-testid="reset-request-form" noValidate>
      <p style={{ margin: 0 }}>{t('reset.intro')}</p>
      <label htmlFor="password-reset-email">{t('auth.email')}</label>
      <input id="password-reset-email" name="email" type="email" autoComplete="username" value={email} disabled={disabled}
        onChange={(e) => setEmail(e.target.value)} style={inputStyle} />
      {error ? <p role="alert" style={errorStyle}>{error}</p> : null}
      <button type="submit" style={buttonStyle} disabled={disabled || busy || !email.trim()}>
        {busy ? t('reset.sending') : t('reset.send')}
      </button>
    </form>
  );
}

/** Step two, opened from the mail: the new password for the token, which works once and for an hour. */
function NewPasswordForm({ token, loginHref }: { token: string; loginHref?: string }) {
  const { t } = useTranslation('auth');
  const [value, setValue] = useState<NewPassword>({ password: '', repeat: '' });
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState(false);
  const [tokenRefused, setTokenRefused] = useState(false);
  const call = useAccountCall();
  const { busy } = call;
  const error = tokenRefused ? t('reset.invalidToken') : call.error;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (newPasswordProblem(value)) return;
    setTokenRefused(false);
    await call.run(async () => {
      await resetPassword(token, value.password);
      setDone(true);
    }, (failure) => {
      const refused = failure instanceof ApiRequestError && failure.details.some((d) => d.field === 'token');
      setTokenRefused(refused);
      return refused;
    });
  };

  const loginLink = loginHref ? <a href={loginHref} data-testid="reset-login-link">{t('reset.toLogin')}</a> : null;
  if (done) {
    return (
      <div style={formStyle}>
        <p role="status" style={noteStyle} data-testid="reset-done">{t('reset.done')}</p>
        {loginLink}
      </div>
    );
  }
  return (
    <form style={formStyle} onSubmit={(e) => void submit(e)} data-testid="reset-confirm-form" noValidate>
      <p style={{ margin: 0 }}>{t('reset.chooseNew')}</p>
      <NewPasswordFields value={value} onChange={setValue} showProblem={tried} />
      {error ? <p role="alert" style={errorStyle}>{error}</p> : null}
      <button type="submit" style={buttonStyle} disabled={busy}>{busy ? t('reset.saving') : t('reset.save')}</button>
      {error && loginLink}
    </form>
  );
}

/**
 * Forgotten password: asks for the e-mail and has the server mail a link back to this page; opened from that link
 * (`resetToken` in the address) it sets the new password, then leads to the login (`loginLink`).
 */
function PasswordReset({ settings }: WidgetProps<PasswordResetSettings>) {
  const navigation = useNavigation();
  const edit = useRenderMode() === 'edit';
  const token = edit ? null : tokenInAddress(TOKEN_PARAMETER);
  const login = settings.loginLink.trim();
  const loginHref = login ? linkHref(navigation.basePath, login) : undefined;
  return token ? <NewPasswordForm token={token} loginHref={loginHref} /> : <RequestForm disabled={edit} />;
}

export const PasswordResetWidget = widgetFromSpec(spec, PasswordReset);
