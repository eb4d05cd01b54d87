/**
 * The version history (test hooks `[data-testid=version-item][data-version=N]`): every published version with
 * who published it, when and why; per version preview (read-only), compare with the draft (list here, outlines
 * on the canvas), restore into the draft (undoable) and, for older ones, roll the live site back to it.
 */
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationVersion } from '../../model/api/schemas/versions';
import { formatDateTime } from '../../runtime/format/format';
import { publisherName, useVersions } from './useVersions';

export interface VersionActions {
  publishWithNote(note: string): void;
  preview(version: ApplicationVersion): void;
  compare(version: ApplicationVersion): void;
  restore(version: ApplicationVersion): void;
  rollBack(version: ApplicationVersion): void;
}

interface VersionHistoryProps {
  applicationId: string;
  busy: boolean;
  /** Without the publish permission the note form asks for a publish instead. */
  mayPublish: boolean;
  /** The number of the version being compared, if any. */
  comparing: number | null;
  actions: VersionActions;
  onClose(): void;
  children?: React.ReactNode;
}

function VersionItem({ version, live, busy, comparing, actions }: { version: ApplicationVersion; live: boolean; busy: boolean; comparing: boolean; actions: VersionActions }) {
  const { t, i18n } = useTranslation('publishing');
  const by = publisherName(version);
  return (
    <li data-testid="version-item" data-version={version.number} data-live={live} style={{ padding: '8px 12px', borderBottom: '1px solid #edf2f7', background: comparing ? '#fffaf0' : undefined }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <strong>{t('history.version', { number: version.number })}</strong>
        {live ? <span data-testid="version-live" style={{ fontSize: 11, color: '#fff', background: '#2f855a', borderRadius: 8, padding: '1px 6px' }}>{t('history.live')}</span> : null}
      </div>
      <div style={{ fontSize: 12, color: '#4a5568' }}>
        {by ? t('history.publishedBy', { when: formatDateTime(version.publishedAt, i18n.language), who: by }) : t('history.published', { when: formatDateTime(version.publishedAt, i18n.language) })}
        {version.restoredFrom ? ` · ${t('history.restoredFrom', { number: version.restoredFrom })}` : ''}
      </div>
      {version.note ? <div data-testid="version-note" style={{ fontSize: 12, fontStyle: 'italic' }}>{version.note}</div> : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 4 }}>
        <Button size="xs" variant="outline" data-testid="version-preview-open" onClick={() => actions.preview(version)}>{t('history.preview')}</Button>
        <Button size="xs" variant="outline" data-testid="version-compare" aria-pressed={comparing} onClick={() => actions.compare(version)}>{t('history.compare')}</Button>
        <Button size="xs" variant="outline" data-testid="version-restore" disabled={busy} onClick={() => actions.restore(version)}>{t('history.restore')}</Button>
        {live ? null : (
          <Button size="xs" variant="outline" data-testid="version-rollback" disabled={busy} onClick={() => actions.rollBack(version)}>{t('history.rollBack')}</Button>
        )}
      </div>
    </li>
  );
}

export function VersionHistory({ applicationId, busy, mayPublish, comparing, actions, onClose, children }: VersionHistoryProps) {
  const { t } = useTranslation('publishing');
  const versions = useVersions(applicationId);
  const [note, setNote] = useState('');
  const list = versions.data ?? [];
  return (
    <aside role="dialog" aria-label={t('history.title')} data-testid="version-history"
      style={{ position: 'fixed', top: 48, right: 0, bottom: 0, width: 360, zIndex: 1300, background: '#fff', borderLeft: '1px solid #cbd5e0', boxShadow: '-4px 0 12px rgba(0,0,0,0.08)', display: 'flex', flexDirection: 'column' }}>
      <header style={{ display: 'flex', alignItems: 'center', padding: '8px 12px', borderBottom: '1px solid #e2e8f0' }}>
        <h2 style={{ fontSize: 14, margin: 0, flex: 1 }}>{t('history.title')}</h2>
        <Button size="xs" variant="ghost" data-testid="versions-close" onClick={onClose}>{t('close')}</Button>
      </header>
      <form
        style={{ display: 'flex', gap: 6, padding: '8px 12px', borderBottom: '1px solid #e2e8f0' }}
        onSubmit={(event) => {
          event.preventDefault();
          actions.publishWithNote(note.trim());
          setNote('');
        }}
      >
        <input data-testid="publish-note" aria-label={t('history.note')} placeholder={t('history.notePlaceholder')} maxLength={500} value={note}
          onChange={(event) => setNote(event.target.value)} style={{ flex: 1, fontSize: 13, padding: '2px 6px', border: '1px solid #cbd5e0', borderRadius: 4 }} />
        <Button type="submit" size="xs" colorPalette="blue" data-testid="publish-with-note" disabled={busy}>{mayPublish ? t('publish') : t('request')}</Button>
      </form>
      {children}
      <div style={{ flex: 1, overflow: 'auto' }}>
        {versions.isPending ? <p style={{ padding: 12 }}>{t('history.loading')}</p> : null}
        {versions.isError ? <p role="alert" style={{ padding: 12 }}>{t('history.failed', { message: versions.error.message })}</p> : null}
        {versions.isSuccess && list.length === 0 ? <p data-testid="versions-empty" style={{ padding: 12 }}>{t('history.empty')}</p> : null}
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((version, index) => (
            <VersionItem key={version.id} version={version} live={index === 0} busy={busy} comparing={comparing === version.number} actions={actions} />
          ))}
        </ol>
      </div>
    </aside>
  );
}
