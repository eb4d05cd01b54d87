/** What a form says after a submit (invalid fields, sending, success with title and message, or the error) and its button. */
import { useTranslation } from 'react-i18next';
import { buttonStyle } from '../theme';
import { SubmitNotConfigured } from './submitForm';

export type SubmitState = { kind: 'idle' } | { kind: 'invalid' } | { kind: 'sending' } | { kind: 'success' } | { kind: 'error'; message: string };

const box = (color: string, background: string) => ({ padding: '8px 12px', borderRadius: 6, color, background, border: `1px solid ${color}` });

export function FormStatus({ state, successMessage }: { state: SubmitState; successMessage?: string }) {
  const { t } = useTranslation(['inputs', 'common']);
  switch (state.kind) {
    case 'invalid':
      return <div role="alert" data-testid="form-status" data-state="invalid" style={box('#b42318', '#fef3f2')}>{t('inputs:form.invalid')}</div>;
    case 'sending':
      return <div role="status" data-testid="form-status" data-state="sending">{t('inputs:form.sending')}</div>;
    case 'success':
      return (
        <div role="status" data-testid="form-status" data-state="success" style={box('#067647', '#ecfdf3')}>
          <strong>{t('common:notifications.success.title')}</strong> {successMessage || t('inputs:form.success')}
        </div>
      );
    case 'error':
      return (
        <div role="alert" data-testid="form-status" data-state="error" style={box('#b42318', '#fef3f2')}>
          <strong>{t('common:notifications.error.title')}</strong> {state.message}
        </div>
      );
    default:
      return null;
  }
}

/** The text of a failed send: the server's message, or that the form has no target. */
export function failureMessage(error: unknown, t: (key: string) => string): string {
  if (error instanceof SubmitNotConfigured) return t('inputs:form.notConfigured');
  return error instanceof Error ? error.message : String(error);
}

/** The status and the submit button under a form's fields. */
export function FormFooter({ state, successMessage, label }: { state: SubmitState; successMessage?: string; label?: string }) {
  const { t } = useTranslation('inputs');
  const sending = state.kind === 'sending';
  return (
    <>
      <FormStatus state={state} successMessage={successMessage} />
      <div>
        <button type="submit" disabled={sending} style={buttonStyle('solid', 'primary', 'md', sending)}>
          {label || t('form.submit')}
        </button>
      </div>
    </>
  );
}
