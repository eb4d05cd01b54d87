import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorStyle, inputStyle } from './formStyles';

/** The server's least password length (docs/api.md, Account); checked here first so the user hears it at once. */
export const MIN_PASSWORD_LENGTH = 8;

export interface NewPassword {
  password: string;
  repeat: string;
}

/** What is wrong with a new password as typed, as a text key; null when it may be sent. */
export function newPasswordProblem({ password, repeat }: NewPassword): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'password.tooShort';
  if (password !== repeat) return 'password.mismatch';
  return null;
}

interface NewPasswordFieldsProps {
  value: NewPassword;
  onChange(value: NewPassword): void;
  disabled?: boolean;
  /** Show the problem (after the first attempt to send), not while the user is still typing. */
  showProblem: boolean;
}

/** New password and its repetition, shared by the reset and the change form. */
export function NewPasswordFields({ value, onChange, disabled = false, showProblem }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const problem = showProblem ? newPasswordProblem(value) : null;
  return (
    <>
      <label htmlFor={`${id}-new`}>{t('password.new')}</label>
      <input id={`${id}-new`} name="newPassword" type="password" autoComplete="new-password" value={value.password} disabled={disabled}
        aria-invalid={problem === 'password.tooShort'} onChange={(e) => onChange({ ...value, password: e.target.value })} style={inputStyle} />
      <label htmlFor={`${id}-repeat`}>{t('password.repeat')}</label>
      <input id={`${id}-repeat`} name="repeatPassword" type="password" autoComplete="new-password" value={value.repeat} disabled={disabled}
        aria-invalid={problem === 'password.mismatch'} onChange={(e) => onChange({ ...value, repeat: e.target.value })} style={inputStyle} />
      {problem ? <p role="alert" style={errorStyle}>{t(problem, { count: MIN_PASSWORD_LENGTH })}</p> : null}
    </>
  );
}
