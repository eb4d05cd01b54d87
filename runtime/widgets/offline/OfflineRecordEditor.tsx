import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { StoreDefinition } from '../../stores';
import { noticeStyles } from '../../hooks/styles';
import { buttonStyle } from '../theme';
import { valueAt } from '../data/cellText';
import { mergePatched } from './offlineDb';
import { saveOfflineChange, type SaveOutcome } from './saveOfflineChange';

/** The patch of the fields whose text changed; a number stays a number when the new text reads as one. */
export function fieldPatch(record: Record<string, unknown>, texts: Record<string, string>): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const [field, text] of Object.entries(texts)) {
    const before = valueAt(record, field);
    if (text === String(before ?? '')) continue;
    const number = Number(text.replace(',', '.'));
    const value = typeof before === 'number' && text.trim() !== '' && Number.isFinite(number) ? number : text;
    // A dotted path (`address.city`) is a nested object in a merge patch, so the other fields of `address` stay.
    const parts = field.split('.');
    let target = patch;
    for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    target[parts.at(-1)!] = value;
  }
  return patch;
}

/** A field per editable property of the chosen record and "Speichern" (at once, or into the outbox offline). */
export function OfflineRecordEditor({ definition, record, fields, online }: { definition: StoreDefinition; record: Record<string, unknown>; fields: readonly string[]; online: boolean }) {
  const { t } = useTranslation('offline');
  const client = useQueryClient();
  // The record the next change is based on: after a change was saved, the server's answer (its new version).
  const [base, setBase] = useState(record);
  const [texts, setTexts] = useState(() => Object.fromEntries(fields.map((field) => [field, String(valueAt(record, field) ?? '')])));
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const patch = fieldPatch(base, texts);
    if (Object.keys(patch).length === 0) return;
    setBusy(true);
    const result = await saveOfflineChange(definition, base, patch, online).catch((error: unknown): SaveOutcome => ({ kind: 'failed', message: String(error) }));
    if (result.kind === 'saved') {
      setBase(result.record);
      void client.invalidateQueries({ queryKey: ['store', definition.name] });
    }
    if (result.kind === 'queued') setBase((before) => mergePatched(before, patch));
    setOutcome(result);
    setBusy(false);
  };

  const message = outcome && {
    saved: t('edit.saved'),
    queued: t('edit.queued'),
    conflict: t('edit.conflict'),
    failed: t('edit.failed', { message: outcome.kind === 'failed' ? outcome.message : '' }),
  }[outcome.kind];

  return (
    <form data-testid="offline-record-editor" style={{ display: 'grid', gap: 8, marginTop: 8 }} onSubmit={(event) => { event.preventDefault(); void save(); }}>
      {fields.map((field) => (
        <label key={field} style={{ display: 'grid', gap: 2 }}>
          <span>{field}</span>
          <input value={texts[field]} onChange={(event) => setTexts((before) => ({ ...before, [field]: event.target.value }))} />
        </label>
      ))}
      <div>
        <button type="submit" disabled={busy} style={buttonStyle('solid', 'primary', 'sm', busy)}>{t('edit.save')}</button>
      </div>
      {message ? (
        <div role={outcome.kind === 'conflict' || outcome.kind === 'failed' ? 'alert' : 'status'} style={outcome.kind === 'conflict' || outcome.kind === 'failed' ? noticeStyles.error : noticeStyles.empty}>
          {message}
        </div>
      ) : null}
    </form>
  );
}
