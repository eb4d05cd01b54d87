/**
 * Publishing in the editor toolbar (docs/publishing.md): `[data-testid=publish]` saves and publishes the draft,
 * `[data-testid=versions]` opens the version history. The status next to them (`[data-testid=publish-status]`,
 * data-state idle|publishing|published|requested|decided|forbidden|error) says what happened. A builder without the
 * publish permission gets "ask for a publish" in place of Publish (`[data-testid=publish-request]`); those who
 * may publish see the open requests in the version history with Approve and Reject.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationVersion } from '../../model/api/schemas/versions';
import { diffDocuments } from '../../model/document/diff';
import { loadApplicationDocument } from '../../migrations/load';
import type { ApplicationDocument } from '../../model/document/types';
import { useEditorStore, useEditorStoreApi } from '../store/context';
import { PlainButton } from '../../runtime/ui/plain/PlainButton';
import { DiffHighlight } from './DiffHighlight';
import { useCurrentUser } from '../../runtime/auth/useSession';
import { decidePublishRequest, publishDraft, requestPublish, restoreIntoDraft, rollBackTo, type PublishFailure } from './publishActions';
import { PublishRequestForm } from './PublishRequestForm';
import { PublishRequestList } from './PublishRequestList';
import { useRefreshPublishRequests } from './usePublishRequests';
import { useRefreshVersions, useVersions } from './useVersions';
import { VersionDiffList } from './VersionDiffList';
import { VersionHistory, type VersionActions } from './VersionHistory';
import { VersionPreview } from './VersionPreview';
import { useAfterIdle } from '../../runtime/hooks/useAfterIdle';

type Status =
  | { state: 'idle' }
  | { state: 'publishing' }
  | { state: 'requested' | 'approved' | 'rejected' }
  | { state: 'published' | 'rolledBack' | 'restored'; number: number }
  | { state: 'forbidden' | 'error'; failure: PublishFailure; message: string };

const STATUS_COLORS = { idle: '#4a5568', publishing: '#4a5568', published: '#2f855a', rolledBack: '#2f855a', restored: '#2b6cb0', forbidden: '#c05621', error: '#c53030',
  requested: '#2b6cb0', approved: '#2f855a', rejected: '#4a5568' } as const;

function versionDocument(version: ApplicationVersion): ApplicationDocument {
  const loaded = loadApplicationDocument(version.document);
  return loaded.ok ? loaded.value : version.document;
}

/**
 * Whether the signed-in user may publish this application, as far as the browser knows: tenant permissions decide
 * outside projects; in a project only the server knows the membership, so Publish is offered until it answers 403.
 */
function useMayPublish(projectId: string | undefined): boolean {
  const permissions = useCurrentUser()?.permissions;
  if (!permissions || permissions.includes('TENANT_ADMIN') || projectId) return true;
  return permissions.includes('APPLICATIONS_PUBLISH');
}

export function PublishingControls() {
  const { t } = useTranslation('publishing');
  const store = useEditorStoreApi();
  const applicationId = useEditorStore((state) => state.document.id ?? '');
  const activePath = useEditorStore((state) => state.activePath);
  const projectId = useEditorStore((state) => state.document.projectId);
  const [refused, setRefused] = useState(false);
  const mayPublish = useMayPublish(projectId) && !refused;
  const [asking, setAsking] = useState(false);
  const refreshRequests = useRefreshPublishRequests(applicationId);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [previewing, setPreviewing] = useState<ApplicationVersion | null>(null);
  const [comparing, setComparing] = useState<ApplicationVersion | null>(null);
  const refresh = useRefreshVersions(applicationId);
  // The live version's badge fills in a moment after the editor shows (useAfterIdle): not part of the open.
  const live = useVersions(applicationId, useAfterIdle()).data?.[0];
  const busy = status.state === 'publishing';
  // The draft is read only while comparing: the toolbar does not render again for every edit.
  const draft = useEditorStore((state) => (comparing ? state.document : null));
  const diff = useMemo(() => (comparing && draft ? diffDocuments(versionDocument(comparing), draft) : null), [comparing, draft]);

  const run = async (work: () => Promise<Status>) => {
    setStatus({ state: 'publishing' });
    const next = await work();
    setStatus(next);
    if (next.state === 'forbidden') setRefused(true);
    await Promise.all([refresh(), refreshRequests()]);
  };
  const failed = (outcome: { failure: PublishFailure; message: string }): Status =>
    ({ state: outcome.failure === 'forbidden' ? 'forbidden' : 'error', failure: outcome.failure, message: outcome.message });

  const publish = (note?: string) => run(async () => {
    const outcome = await publishDraft(store, note);
    return outcome.ok ? { state: 'published', number: outcome.version.number } : failed(outcome);
  });
  const ask = (note: string) => run(async () => {
    const outcome = await requestPublish(store, note);
    setAsking(false);
    return outcome.ok ? { state: 'requested' } : failed(outcome);
  });
  const actions: VersionActions = {
    publishWithNote: (note) => void (mayPublish ? publish(note) : ask(note)),
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
      : 'failure' in status ? t(`status.failure.${status.failure}`, { message: status.message }) : t(`status.${status.state}`);

  return (
    <div role="group" aria-label={t('group')} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
      <span data-testid="publish-status" data-state={status.state} role="status" title={'message' in status ? status.message : undefined}
        style={{ fontSize: 12, color: STATUS_COLORS[status.state], maxWidth: 320 }}>
        {statusText}
      </span>
      {mayPublish ? (
        <PlainButton look="xs-solid-blue" testId="publish" disabled={busy || applicationId === ''} onClick={() => void publish()} title={t('publishHint')}>
          {t('publish')}
        </PlainButton>
      ) : asking ? <PublishRequestForm busy={busy} send={(note) => void ask(note)} onCancel={() => setAsking(false)} /> : (
        <PlainButton look="xs-solid-blue" testId="publish-request" disabled={busy || applicationId === ''} onClick={() => setAsking(true)} title={t('requestHint')}>
          {t('request')}
        </PlainButton>
      )}
      <PlainButton look="xs-outline" testId="versions" aria-pressed={open} aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('versions')}
      </PlainButton>
      {open ? (
        <VersionHistory applicationId={applicationId} busy={busy} mayPublish={mayPublish} comparing={comparing?.number ?? null} actions={actions} onClose={() => { setOpen(false); setComparing(null); }}>
          {mayPublish ? <PublishRequestList applicationId={applicationId} busy={busy} decide={(request, state) => void run(async () => {
            const outcome = await decidePublishRequest(request.id, state);
            return outcome.ok ? { state } : failed(outcome);
          })} /> : null}
          {comparing && diff ? <VersionDiffList number={comparing.number} diff={diff} onClose={() => setComparing(null)} /> : null}
        </VersionHistory>
      ) : null}
      {open && diff ? <DiffHighlight diff={diff} /> : null}
      {previewing ? <VersionPreview version={previewing} initialPath={activePath} onClose={() => setPreviewing(null)} /> : null}
    </div>
  );
}
