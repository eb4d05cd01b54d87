import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/CompoundWidget';
import type { CompoundWidgetDocument } from '../../../model/document/types';
import { ErrorState } from '../../hooks/notices';
import { failureText } from '../../i18n/failureText';
import { noticeStyles } from '../../hooks/styles';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import type { WidgetRegistry } from '../../registry/registry';
import { PUBLISHED_MODE, VIEW_MODE, type RenderExtensions, type RenderMode } from '../../render/extensions';
import { Render } from '../../render/Render';
import { useRenderContext } from '../../render/renderContext';
import type { SocketEngine } from '../../sockets/engine';
import { useCompoundEditing } from './compoundEditing';
import { createInstanceEngine } from './instanceEngine';
import { compoundTemplate, createInstanceNodeSource } from './instanceSource';
import { useCompoundDocument } from './useCompoundDocument';

export type CompoundWidgetSettings = SettingsOf<typeof spec.schema>;

/**
 * The inner tree renders in the page's mode without the editor's decoration: in the editor the inner widgets
 * are not editable, the instance is one widget there (the canvas selects the nearest widget its document
 * holds). No element of its own around the tree: the instance's element holds the compound's root directly.
 */
const INNER_EXTENSIONS: Record<RenderMode, RenderExtensions> = { view: VIEW_MODE, edit: Object.freeze({ mode: 'edit' }) };

/**
 * The instance's node source (the compound's shared template with ids scoped to this instance) and its own
 * socket engine. New for a new compound version.
 */
function useInstance(id: string, compound: CompoundWidgetDocument | undefined, registry: WidgetRegistry, page: SocketEngine) {
  return useMemo(() => {
    if (!compound) return null;
    const source = createInstanceNodeSource(compoundTemplate(compound), id);
    return { source, ...createInstanceEngine(id, compound, source, registry, page) };
  }, [compound, id, registry, page]);
}

/** Bridges the root sockets between page and instance while mounted (only compounds that have root sockets). */
function RootSocketBridge({ connect }: { connect: () => () => void }) {
  useEffect(connect, [connect]);
  return null;
}

function CompoundLoading() {
  const { t } = useTranslation('compound');
  return (
    <div data-testid="compound-loading" role="status">
      {t('compound.loading')}
    </div>
  );
}

function CompoundFailed({ compoundId, error }: { compoundId: string; error: Error | null }) {
  const { t } = useTranslation('compound');
  return <ErrorState message={t('compound.failed', { id: compoundId })} details={failureText(t, error)} />;
}

function ManagedNotice({ id, compound }: { id: string; compound: CompoundWidgetDocument }) {
  const { t } = useTranslation('compound');
  const editing = useCompoundEditing();
  return (
    <div data-testid="managed-template-notice" style={{ ...noticeStyles.configure, display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{t('compound.managedNotice')}</span>
      {editing ? (
        <button
          type="button"
          data-testid="copy-managed-template"
          onClick={(event) => {
            event.stopPropagation();
            editing.copyTemplate(id, compound);
          }}
          style={{ textDecoration: 'underline', cursor: 'pointer' }}
        >
          {t('compound.copyForEditing')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * One instance: the compound's tree rendered with ids kept apart per instance and its own socket engine. Runs
 * for every instance on a page, so it keeps to a few hooks (texts are translated only where one is shown).
 */
export function CompoundWidgetView({ id, settings }: WidgetProps<CompoundWidgetSettings>) {
  const { registry, reportError, engine: page, extensions } = useRenderContext();
  const mode = extensions.mode;
  const query = useCompoundDocument(settings.compoundId);
  const instance = useInstance(id, query.status === 'success' ? query.data : undefined, registry, page);
  if (query.status === 'pending') return <CompoundLoading />;
  if (query.status === 'error' || !instance) return <CompoundFailed compoundId={settings.compoundId} error={query.error} />;
  const tree = <Render source={instance.source} registry={registry} engine={instance.engine} extensions={extensions.published ? PUBLISHED_MODE : INNER_EXTENSIONS[mode]} onError={reportError} />;
  if (mode !== 'edit' && !instance.connect) return tree;
  return (
    <>
      {mode === 'edit' && settings.managed ? <ManagedNotice id={id} compound={query.data} /> : null}
      {tree}
      {instance.connect ? <RootSocketBridge connect={instance.connect} /> : null}
    </>
  );
}

export const CompoundWidgetWidget = widgetFromSpec(spec, CompoundWidgetView);
