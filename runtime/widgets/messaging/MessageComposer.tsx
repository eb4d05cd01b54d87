import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyle, errorStyle } from '../auth/formStyles';

/** The longest message the server takes (docs/api.md, Messages). */
export const MESSAGE_MAX_LENGTH = 10_000;

export interface MessageComposerProps {
  /** Sends the text; a rejection keeps it in the field and shows the failure. */
  onSend(content: string): Promise<void>;
  /** Nobody to write to yet: the field stays, the button says why it cannot send. */
  disabledReason?: string | null;
  disabled?: boolean;
  /** Said after a send until the next keystroke, where the sent message does not show (a conversation of one sender). */
  sentText?: string;
}

/**
 * The writing field under a conversation: Enter sends, Shift+Enter starts a new line, only white space is refused
 * with a hint. While a message is on its way the field keeps its text; it empties once the server took it.
 */
export function MessageComposer({ onSend, disabledReason, disabled, sentText }: MessageComposerProps) {
  const { t } = useTranslation('messaging');
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const blocked = disabled || Boolean(disabledReason);

  const send = async () => {
    if (busy || blocked) return;
    if (!text.trim()) {
      setProblem(t('messaging.composer.empty'));
      return;
    }
    setBusy(true);
    setProblem(null);
    setSent(false);
    try {
      await onSend(text);
      setText('');
      setSent(true);
    } catch {
      setProblem(t('messaging.composer.failed'));
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method composes a character belongs to that character.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={onSubmit} data-testid="message-composer" style={{ display: 'flex', flexDirection: 'column', gap: 4, padding: 8, borderTop: '1px solid #e2e8f0' }}>
      <label htmlFor={id} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('messaging.composer.label')}</label>
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
        <textarea id={id} name="message" rows={2} value={text} maxLength={MESSAGE_MAX_LENGTH} disabled={disabled}
          placeholder={t('messaging.composer.placeholder')} aria-invalid={problem !== null}
          aria-describedby={problem || disabledReason ? `${id}-note` : undefined}
          onChange={(e) => { setText(e.target.value); setProblem(null); setSent(false); }} onKeyDown={onKeyDown}
          style={{ flex: 1, resize: 'none', padding: '8px 10px', border: '1px solid #cbd5e0', borderRadius: 6, fontSize: 14, fontFamily: 'inherit' }} />
        <button type="submit" style={{ ...buttonStyle, opacity: blocked || busy ? 0.6 : 1 }} disabled={blocked || busy}>
          {busy ? t('messaging.composer.sending') : t('messaging.composer.send')}
        </button>
      </div>
      {problem ? <p id={`${id}-note`} role="alert" style={{ ...errorStyle, fontSize: 13 }} data-testid="composer-problem">{problem}</p> : null}
      {sent && sentText ? <p role="status" style={{ margin: 0, fontSize: 13, color: '#2f855a' }} data-testid="composer-sent">{sentText}</p> : null}
      {!problem && disabledReason ? <p id={`${id}-note`} style={{ margin: 0, fontSize: 13, color: '#4a5568' }}>{disabledReason}</p> : null}
    </form>
  );
}
