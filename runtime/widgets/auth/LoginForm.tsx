import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth';
import { buttonStyle, errorStyle, formStyle, inputStyle } from './formStyles';
import { useAccountCall } from './useAccountCall';

interface LoginFormProps {
  /** Edit mode: the form shows, but nothing is sent. */
  disabled?: boolean;
  onLoggedIn?(): void;
  /** Where "Passwort vergessen?" leads; no link without it. */
  resetHref?: string;
}

/** E-mail and password; logs in through the session store (the server sets the session cookie). */
export function LoginForm({ disabled = false, onLoggedIn, resetHref }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const login = useSession((s) => s.login);
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, run } = useAccountCall();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    await run(async () => {
      await login(email.trim(), password);
      setPassword('');
      onLoggedIn?.();
    });
  };

  return (
    <form style={formStyle} onSubmit={(e) => void submit(e)} data-testid="login-form" noValidate>
      <label htmlFor={`${id}-email`}>{t('auth.email')}</label>
      <input id={`${id}-email`} name="email" type="email" autoComplete="username" required value={email}
        onChange={(e) => setEmail(e.target.value)} style={inputStyle} disabled={disabled} />
      <label htmlFor={`${id}-password`}>{t('auth.password')}</label>
      <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required value={password}
        onChange={(e) => setPassword(e.target.value)} style={inputStyle} disabled={disabled} />
      {error ? <p role="alert" style={errorStyle}>{error}</p> : null}
      <button type="submit" style={buttonStyle} disabled={disabled || busy || !email.trim() || !password}>
        {busy ? t('auth.loggingIn') : t('auth.login')}
      </button>
      {resetHref ? <a href={resetHref} data-testid="forgot-password">{t('auth.forgotPassword')}</a> : null}
    </form>
  );
}
