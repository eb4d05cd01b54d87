import { useTranslation } from 'react-i18next';
import { buttonStyle } from '../theme';

/**
 * The submit button of the contact forms with what became of the last save: `savedText` after a success, 'Speichern
 * fehlgeschlagen' with the server's message after a failure.
 */
export interface SaveBarProps {
  label: string;
  locked: boolean;
  savedText?: string | null;
  failure?: string | null;
  size?: 'sm' | 'md';
}

export function SaveBar({ label, locked, savedText, failure, size = 'md' }: SaveBarProps) {
  const { t } = useTranslation('contacts');
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <button type="submit" disabled={locked} style={buttonStyle('solid', 'primary', size, locked)}>{label}</button>
      {savedText && <span role="status" data-testid="save-succeeded">{savedText}</span>}
      {failure !== undefined && failure !== null && (
        <span role="alert" data-testid="save-failed" style={{ color: '#b42318' }}>{t('saveFailed')}{failure ? `: ${failure}` : ''}</span>
      )}
    </div>
  );
}
