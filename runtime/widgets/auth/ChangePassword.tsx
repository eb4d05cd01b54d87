import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/ChangePassword';
import { changeMyPassword } from '../../api/account';
import { ApiRequestError } from '../../api/http';
import { useSession } from '../../auth';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { buttonStyle, errorStyle, formStyle, inputStyle, noteStyle } from './formStyles';
import { useAccountCall } from './useAccountCall';
import { NewPasswordFields, newPasswordProblem, type NewPassword } from './NewPasswordFields';

export type ChangePasswordSettings = SettingsOf<typeof spec.schema>;

const EMPTY: NewPassword = { password: '', repeat: '' };

/**
 * The signed-in user's own password: the current one, the new one twice. A wrong current password is said under
 * its field; after the change every other session of the user has ended (the server does that), which it says.
 */
function ChangePassword(_props: WidgetProps<ChangePasswordSettings>) {
  const { t } = useTranslation('auth');
  const edit = useRenderMode() === 'edit';
  const user = useSession((s) => s.user);
  const id = useId();
  const [current, setCurrent] = useState('');
  const [value, setValue] = useState<NewPassword>(EMPTY);
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState(false);
  const [currentError, setCurrentError] = useState<string | null>(null);
  const { busy, error, run } = useAccountCall();

  if (!edit && !user) return <p data-testid="change-password-logged-out">{t('changePassword.loggedOut')}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (edit) return;
    setTried(true);
    setDone(false);
    setCurrentError(current ? null : t('changePassword.currentMissing'));
    if (!current || newPasswordProblem(value)) return;
    await run(async () => {
      await changeMyPassword(current, value.password);
      setDone(true);
      setTried(false);
      setCurrent('');
      setValue(EMPTY);
    }, (failure) => {
      const wrong = failure instanceof ApiRequestError && failure.details.some((d) => d.field === 'currentPassword');
      if (wrong) setCurrentError(t('changePassword.currentWrong'));
      return wrong;
    });
  };

  return (
    <form style={formStyle} onSubmit={(e) => void submit(e)} data-testid="change-password-form" noValidate>
      <label htmlFor={`${id}-current`}>{t('changePassword.current')}</label>
      <input id={`${id}-current`} name="currentPassword" type="password" autoComplete="current-password" value={current} disabled={edit}
        aria-invalid={currentError !== null} aria-describedby={currentError ? `${id}-current-error` : undefined}
        onChange={(e) => setCurrent(e.target.value)} style={inputStyle} />
      {currentError ? <p id={`${id}-current-error`} role="alert" style={errorStyle} data-testid="current-password-error">{currentError}</p> : null}
      <NewPasswordFields value={value} onChange={setValue} disabled={edit} showProblem={tried} />
      {error ? <p role="alert" style={errorStyle}>{error}</p> : null}
      {done ? <p role="status" style={noteStyle} data-testid="password-changed">{t('changePassword.done')}</p> : null}
      <button type="submit" style={buttonStyle} disabled={edit || busy}>{busy ? t('changePassword.saving') : t('changePassword.save')}</button>
    </form>
  );
}

export const ChangePasswordWidget = widgetFromSpec(spec, ChangePassword);
