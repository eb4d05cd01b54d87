import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyle } from '../theme';

/**
 * A button whose action needs a second, explicit yes: the first click asks `question` with Yes and Cancel in
 * place, so a decision or a withdrawal never happens by a stray click.
 */
export function ConfirmButton({ testId, label, question, disabled, onConfirm }: { testId: string; label: string; question: string; disabled?: boolean; onConfirm(): void }) {
  const { t } = useTranslation('hr');
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return <button type="button" data-testid={testId} disabled={disabled} style={buttonStyle('outline', 'primary', 'sm', disabled)} onClick={() => setAsking(true)}>{label}</button>;
  }
  return (
    <span role="group" aria-label={question} data-testid={`${testId}-confirm`} style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
      <span>{question}</span>
      <button type="button" data-testid={`${testId}-yes`} style={buttonStyle('solid', 'primary', 'sm')} onClick={() => { setAsking(false); onConfirm(); }}>{t('confirm.yes')}</button>
      <button type="button" data-testid={`${testId}-cancel`} style={buttonStyle('ghost', 'secondary', 'sm')} onClick={() => setAsking(false)}>{t('confirm.cancel')}</button>
    </span>
  );
}
