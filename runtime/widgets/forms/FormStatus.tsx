/** What a form says after a submit: invalid fields, sending, success (title and message) or the error. */
import { useTranslation } from 'react-i18next';

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
