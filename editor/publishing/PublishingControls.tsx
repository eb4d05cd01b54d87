/**
 * Publishing in the editor toolbar (docs/publishing.md): `[data-testid=publish]` saves and publishes the draft,
 * `[data-testid=versions]` opens the version history. The status next to them (`[data-testid=publish-status]`,
 * data-state idle|publishing|published|forbidden|error) says what happened; a builder without the publish
 * permission is told to ask someone who has it, the draft stays saved.
 */
import { Button } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationVersion } from '../../model/api/schemas/versions';
import { diffDocuments } from '../../model/document/diff';
import { loadApplicationDocument } from '../../migrations/load';
import type { ApplicationDocument } from '../../model/document/types';
import { useEditorStore, useEditorStoreApi } from '../store/context';
import { DiffHighlight } from './DiffHighlight';
import { publishDraft, restoreIntoDraft, rollBackTo, type PublishFailure } from './publishActions';
import { useRefreshVersions, useVersions } from './useVersions';
import { VersionDiffList } from './VersionDiffList';
import { VersionHistory, type VersionActions } from './VersionHistory';
import { VersionPreview } from './VersionPreview';

type Status =
  | { state: 'idle' }
  | { state: 'publishing' }
  | { state: 'published' | 'rolledBack' | 'restored'; number: number }
  | { state: 'forbidden' | 'error'; failure: PublishFailure; message: string };

const STATUS_COLORS = { idle: '#4a5568', publishing: '#4a5568', published: '#2f855a', rolledBack: '#2f855a', restored: '#2b6cb0', forbidden: '#c05621', error: '#c53030' } as const;

function versionDocument(version: ApplicationVersion): ApplicationDocument {
  const loaded = loadApplicationDocument(version.document);
  return loaded.ok ? loaded.value : version.document;
}

export function PublishingControls() {
  const { t } = useTranslation('publishing');
  const store = useEditorStoreApi();
  const applicationId = useEditorStore((state) => state.document.id ?? '');
  const activePath = useEditorStore((state) => state.activePath);
  const draft = useEditorStore((state) => state.document);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [previewing, setPreviewing] = useState<ApplicationVersion | null>(null);
  const [comparing, setComparing] = useState<ApplicationVersion | null>(null);
  const refresh = useRefreshVersions(applicationId);
  const live = useVersions(applicationId).data?.[0];
  const busy = status.state === 'publishing';
  const diff = useMemo(() => (comparing ? diffDocuments(versionDocument(comparing), draft) : null), [comparing, draft]);

  const run = async (work: () => Promise<Status>) => {
    setStatus({ state: 'publishing' });
    const next = await work();
    setStatus(next);
    await refresh();
  };
  const failed = (outcome: { failure: PublishFailure; message: string }): Status =>
    ({ state: outcome.failure === 'forbidden' ? 'forbidden' : 'error', failure: outcome.failure, message: outcome.message });

  const publish = (note?: string) => run(async () => {
    const outcome = await publishDraft(store, note);
    return outcome.ok ? { state: 'published', number: outcome.version.number } : failed(outcome);
  });
  const actions: VersionActions = {
    publishWithNote: (note) => void publish(note),
    preview: setPreviewing,
    compare: (version) => setComparing((current) => (current?.id === version.id ? null : version)),
    restore: (version) => void run(async () => {
      const outcome = await restoreIntoDraft(store, version.number);
      return outcome.ok ? { state: 'restored', number: version.number } : failed(outcome);
    }),
    rollBack: (version) => void run(async () => {
      const outcome = await rollBackTo(applicationId, version.number);
      return outcome.ok ? { state: 'rolledBack', number: version.number } : failed(outcome);
    }),
  };

  const statusText = status.state === 'idle'
    ? (live ? t('status.live', { number: live.number }) : t('status.unpublished'))
    : 'number' in status ? t(`status.${status.state}`, { number: status.number })
      : status.state === 'publishing' ? t('status.publishing') : t(`status.failure.${status.failure}`, { message: status.message });

  return (
    <div role="group" aria-label={t('group')} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
      <span data-testid="publish-status" data-state={status.state} role="status" title={'message' in status ? status.message : undefined}
        style={{ fontSize: 12, color: STATUS_COLORS[status.state], maxWidth: 320 }}>
        {statusText}
      </span>
      <Button size="xs" colorPalette="blue" data-testid="publish" disabled={busy || applicationId === ''} onClick={() => void publish()} title={t('publishHint')}>
        {t('publish')}
      </Button>
      <Button size="xs" variant="outline" data-testid="versions" aria-pressed={open} aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('versions')}
      </Button>
      {open ? (
        <VersionHistory applicationId={applicationId} busy={busy} comparing={comparing?.number ?? null} actions={actions} onClose={() => { setOpen(false); setComparing(null); }}>
          {comparing && diff ? <VersionDiffList number={comparing.number} diff={diff} onClose={() => setComparing(null)} /> : null}
        </VersionHistory>
      ) : null}
      {open && diff ? <DiffHighlight diff={diff} /> : null}
      {previewing ? <VersionPreview version={previewing} initialPath={activePath} onClose={() => setPreviewing(null)} /> : null}
    </div>
  );
}
