/**
 * `/editor/compounds/{compoundId}`: a compound widget in its own canvas. It opens locked (a read-only view);
 * it unlocks only after the author confirms that editing changes every instance in the project, and stays
 * unlocked for the rest of the browser session (reopening it does not ask again). `?from={appId}` names the
 * application it was opened from, where its back links lead. Saving goes to /api/compoundwidgets (a compound
 * that would contain itself is refused there, and in the palette).
 */
import { Button } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { CompoundWidgetDocument } from '../../model/document/types';
import { createStaticNodeSource } from '../../runtime/render/nodeSource';
import { Render } from '../../runtime/render/Render';
import { createSocketEngine } from '../../runtime/sockets/engine';
import { editorRegistry } from './editorRegistry';
import { EditorWorkspace } from './EditorWorkspace';
import { CompoundHostContext, compoundOpenedFrom } from '../compound/compoundHost';
import { FailureError } from '../../model/result';
import { failureText } from '../../runtime/i18n/failureText';
import { compoundAsApplication, createCompoundClient, fetchCompoundForEditing } from '../compound/compoundClient';
import { ConfirmDialog } from '../../runtime/ui/ConfirmDialog';
import { PublishedUsages, PublishedUsagesInToolbar } from '../compound/PublishedUsages';
import type { RenderExtensions } from '../../runtime/render/extensions';

/** One object for every render: a new one would re-render every widget of the locked preview. */
const COMPOUND_EDIT_MODE: RenderExtensions = Object.freeze({ mode: 'edit' });

/** Unlocked compounds of this browser session (sessionStorage: one tab's session, gone when it closes). */
const UNLOCKED_KEY = 'baukasten.unlockedCompounds';

function unlockedCompounds(): string[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(UNLOCKED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function rememberUnlocked(id: string): void {
  try {
    window.sessionStorage.setItem(UNLOCKED_KEY, JSON.stringify([...new Set([...unlockedCompounds(), id])].slice(-200)));
  } catch {
    // storage full or blocked: the compound stays unlocked until the page is left
  }
}

function LockedView({ compound, onUnlock }: { compound: CompoundWidgetDocument; onUnlock(): void }) {
  const { t } = useTranslation('compound');
  const from = compoundOpenedFrom(useSearchParams()[0]);
  const [asking, setAsking] = useState(false);
  const source = useMemo(() => createStaticNodeSource(compound.widget), [compound]);
  const engine = useMemo(() => createSocketEngine({ connections: compound.socketConnections ?? [] }), [compound]);
  return (
    <div style={{ padding: 16 }}>
      <div data-testid="compound-locked" style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 16 }}>
        <Link to={from ? `/editor/apps/${encodeURIComponent(from)}` : '/editor'} data-testid="compound-back">{from ? t('compound.backToApplication') : t('compound.back')}</Link>
        <strong>{compound.name}</strong>
        <span>{t('compound.locked')}</span>
        <Button size="sm" data-testid="unlock-compound" onClick={() => setAsking(true)}>{t('compound.unlock')}</Button>
        <PublishedUsages compoundId={compound.id ?? ''} refreshKey={compound.version} />
      </div>
      <div data-testid="compound-preview" style={{ border: '1px dashed #cbd5e0', padding: 8 }}>
        <Render source={source} registry={editorRegistry} engine={engine} extensions={COMPOUND_EDIT_MODE} />
      </div>
      <ConfirmDialog
        open={asking}
        testId="compound-unlock-dialog"
        title={t('compound.unlockTitle')}
        onCancel={() => setAsking(false)}
        cancelTestId="compound-unlock-cancel"
        choices={[{ label: t('compound.confirmUnlock'), testId: 'confirm-unlock', tone: 'primary', onChoose: onUnlock }]}
      >
        {t('compound.unlockWarning')}
      </ConfirmDialog>
    </div>
  );
}

export default function CompoundScreen() {
  const { t } = useTranslation('compound');
  const { compoundId = '' } = useParams();
  const queryClient = useQueryClient();
  const [unlocked, setUnlocked] = useState(() => unlockedCompounds().includes(compoundId));
  const query = useQuery({ queryKey: ['editor', 'compound', compoundId], queryFn: () => fetchCompoundForEditing(compoundId), gcTime: 0, staleTime: Infinity, retry: false });
  const client = useMemo(() => (query.data ? createCompoundClient(query.data.rootSockets, queryClient) : undefined), [query.data, queryClient]);
  if (query.isPending) return <div role="status" style={{ padding: 24 }}>{t('compound.loading')}</div>;
  if (query.isError) {
    return <div role="alert" style={{ padding: 24 }}>{query.error instanceof FailureError ? failureText(t, query.error) : t('compound.notFound')}</div>;
  }
  if (!unlocked) {
    const unlock = () => {
      rememberUnlocked(compoundId);
      setUnlocked(true);
    };
    return <LockedView compound={query.data} onUnlock={unlock} />;
  }
  return (
    <CompoundHostContext.Provider value={compoundId}>
      <EditorWorkspace document={compoundAsApplication(query.data)} version={query.data.version ?? null} registry={editorRegistry} client={client}
        toolbarExtras={<PublishedUsagesInToolbar compoundId={compoundId} />} />
    </CompoundHostContext.Provider>
  );
}
