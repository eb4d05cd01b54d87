/**
 * "Ask for a publish" in place of Publish, for a builder who may save the draft but not publish it: an optional
 * note, then the request for the saved draft (docs/publishing.md). Test hooks `publish-request-note`,
 * `publish-request-send`.
 */
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function PublishRequestForm({ busy, send, onCancel }: { busy: boolean; send(note: string): void; onCancel(): void }) {
  const { t } = useTranslation('publishing');
  const [note, setNote] = useState('');
  return (
    <form
      aria-label={t('request')}
      style={{ display: 'flex', alignItems: 'center', gap: 4 }}
      onSubmit={(event) => {
        event.preventDefault();
        send(note.trim());
      }}
    >
      <input data-testid="publish-request-note" aria-label={t('requests.note')} placeholder={t('history.notePlaceholder')} maxLength={500} value={note} autoFocus
        onChange={(event) => setNote(event.target.value)} style={{ width: 180, fontSize: 12, padding: '2px 6px', border: '1px solid #cbd5e0', borderRadius: 4 }} />
      <Button type="submit" size="xs" colorPalette="blue" data-testid="publish-request-send" disabled={busy}>{t('requests.send')}</Button>
      <Button size="xs" variant="ghost" data-testid="publish-request-cancel" onClick={onCancel}>{t('requests.cancel')}</Button>
    </form>
  );
}
