import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import schema from '../../../widget-schemas/CompoundWidget.json';
import { expandInstance } from '../../compound/expand';
import type { CompoundWidgetDocument } from '../../document/types';
import { ErrorState } from '../../hooks/notices';
import { noticeStyles } from '../../hooks/styles';
import { defineWidget, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { createStaticNodeSource } from '../../render/nodeSource';
import { Render } from '../../render/Render';
import { useRenderContext } from '../../render/renderContext';
import { useSocketEngine } from '../../sockets/context';
import { useCompoundEditing } from './compoundEditing';
import { createInstanceEngine } from './instanceEngine';
import { useCompoundDocument } from './useCompoundDocument';

export interface CompoundWidgetSettings {
  compoundId: string;
  managed?: boolean;
  [key: string]: unknown;
}

/**
 * The compound's tree rendered with ids kept apart per instance and its own socket engine (bridged to the
 * page through the root sockets). In the editor the inner widgets are not editable: the instance is one
 * widget there (`data-compound-content` tells the canvas to select the instance).
 */
function InstanceContent({ id, compound }: { id: string; compound: CompoundWidgetDocument }) {
  const { registry, reportError } = useRenderContext();
  const mode = useRenderMode();
  const page = useSocketEngine();
  const inner = useMemo(() => {
    const expanded = expandInstance(compound, id);
    const source = createStaticNodeSource(expanded.widget);
    return { source, ...createInstanceEngine(id, expanded, compound.rootSockets ?? [], source, registry, page) };
  }, [compound, id, registry, page]);
  useEffect(() => inner.connect(), [inner]);
  const extensions = useMemo(() => ({ mode }), [mode]);
  return (
    <div data-compound-content={id} data-compound-id={compound.id}>
      <Render source={inner.source} registry={registry} engine={inner.engine} extensions={extensions} onError={reportError} />
    </div>
  );
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

export function CompoundWidgetView({ id, settings }: WidgetProps<CompoundWidgetSettings>) {
  const { t } = useTranslation('compound');
  const mode = useRenderMode();
  const query = useCompoundDocument(settings.compoundId);
  if (query.isPending) return <div data-testid="compound-loading" role="status">{t('compound.loading')}</div>;
  if (query.isError) return <ErrorState message={t('compound.failed', { id: settings.compoundId })} details={query.error.message} />;
  return (
    <>
      {mode === 'edit' && settings.managed ? <ManagedNotice id={id} compound={query.data} /> : null}
      <InstanceContent id={id} compound={query.data} />
    </>
  );
}

export const CompoundWidgetWidget = defineWidget<CompoundWidgetSettings>({
  type: 'CompoundWidget',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema,
  dynamicSockets: true,
  component: CompoundWidgetView,
});
