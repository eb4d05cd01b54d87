/**
 * `[data-testid=sockets-panel]`: the selected widget's socket connections, incoming and outgoing, with
 * dangling ones flagged (their widget or socket no longer exists), removing and adding. A compound instance
 * has the root sockets of its compound (public inputs and outputs), listed and connectable like any widget's.
 * Without a single selection it lists the page's dangling connections.
 */
import type { TFunction } from 'i18next';
import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Stack, Text } from '@chakra-ui/react';
import type { ContentEntry, SocketConnection, WidgetNode } from '../../model/document/types';
import '../../runtime/ui/plain/plainStyles';
import { useEditorServices } from '../services/editorServices';
import { useEditorStore, useEditorStoreApi } from '../store/context';
import type { EditorStoreApi } from '../store/createEditorStore';
import { selectActiveEntry, type EditorState } from '../store/state';
import { AddConnectionForm } from './sockets/AddConnectionForm';
import { ConnectionRow } from './sockets/ConnectionRow';
import { RootSocketList } from './sockets/RootSocketList';
import { TitledList } from './sockets/TitledList';
import { instanceCompoundId } from './sockets/socketCatalogue';
import { connectionsOf, danglingConnections, peerIds } from './sockets/socketModel';
import { pageCompoundIds, useSocketCatalogue, type PageSockets } from './sockets/useSocketCatalogue';
import { useSocketLabels } from './sockets/useSocketLabels';

export function SocketsPanel() {
  const store = useEditorStoreApi();
  const several = useEditorStore((state) => state.selection.length > 1);
  // The selected widget as far as its sockets go (id, type, the compound an instance shows): a settings edit that
  // changes none of them renders nothing here.
  const identity = useEditorStore(useShallow((state) => socketIdentity(state.selection.length === 1 ? store.index.node(state.selection[0]) : undefined)));
  // The panel follows the selection in a deferred render, after the canvas has shown the change: a delete selects the
  // deleted widget's parent, and the parent's connections (a dozen components) were part of what the key waited for.
  const shown = useDeferredValue(useMemo(() => ({ several, identity }), [several, identity]));
  return <SelectionSockets several={shown.several} identity={shown.identity} />;
}

const SelectionSockets = memo(function SelectionSockets({ several, identity }: { several: boolean; identity: unknown[] }) {
  const { t } = useTranslation('editor-panels');
  const { registry } = useEditorServices();
  const store = useEditorStoreApi();
  const id = typeof identity[0] === 'string' ? identity[0] : null;
  const node = id ? store.index.node(id) : undefined;
  // The page of the selected widget (normally the active one). What the panel reads of it is chosen so that editing
  // a widget's settings changes none of it: the page's connections, the compounds its instances show, and the whole
  // page only without a selection (its dangling connections).
  const page = useEditorStore((state) => (id && store.index.has(id) ? store.index.entryIndexOf(id) : activeEntryIndex(state)));
  const compoundIds = useEditorStore(useShallow((state) => {
    const root = state.document.content[page]?.widget;
    return root ? pageCompoundIds(root, registry) : NO_IDS;
  }));
  const sockets = useSocketCatalogue(compoundIds, registry);
  const connections = useEditorStore((state) => state.document.content[page]?.socketConnections);
  const entry = useEditorStore((state) => (node ? undefined : state.document.content[page]));

  return (
    // Plain elements without a selection (runtime/ui/plain): the first screen renders no Chakra component.
    <div data-testid="sockets-panel" style={{ padding: '0.75rem' }}>
      {!node && (
        <div className="bk-vstack" style={{ gap: '0.75rem' }}>
          <p className="bk-muted-text">
            {several ? t('sockets.severalSelected') : t('sockets.nothingSelected')}
          </p>
          {entry && <PageDangling entry={entry} sockets={sockets} store={store} />}
        </div>
      )}
      {node && page >= 0 && <WidgetSockets key={node.id} node={node} page={page} connections={connections} sockets={sockets} store={store} />}
    </div>
  );
});

const NO_IDS: readonly string[] = [];

function socketIdentity(node: WidgetNode | undefined): unknown[] {
  return node ? [node.id, node.type, instanceCompoundId(node)] : [];
}

function activeEntryIndex(state: EditorState): number {
  const entry = selectActiveEntry(state);
  return entry ? state.document.content.indexOf(entry) : -1;
}

interface SectionProps {
  entry: ContentEntry;
  sockets: PageSockets;
  store: EditorStoreApi;
}

interface WidgetSocketsProps {
  node: WidgetNode;
  /** The page's position in the document. */
  page: number;
  connections: readonly SocketConnection[] | undefined;
  sockets: PageSockets;
  store: EditorStoreApi;
}

function WidgetSockets({ node, page, connections, sockets, store }: WidgetSocketsProps) {
  const { t } = useTranslation('editor-panels');
  const { registry } = useEditorServices();
  const { catalogue } = sockets;
  const labels = useSocketLabels(catalogue, store);
  // The widgets at the far ends of its connections, through the index: a peer that is removed or changes shows at
  // once (dangling, its label), an edit anywhere else renders nothing here.
  useEditorStore(useShallow(() => peerIds(node.id, connections).map((peer) => store.index.node(peer))));
  const definition = registry.get(node.type);
  const declared = catalogue.socketsOf(node);
  const inputs = declared?.inputs ?? [];
  const outputs = declared?.outputs ?? [];
  const views = connectionsOf(node.id, connections, (widgetId) => store.index.node(widgetId), catalogue);
  const remove = (connectionId: string) => store.getState().dispatch({ type: 'disconnect', id: connectionId });

  return (
    <Stack gap="4">
      {inputs.length + outputs.length === 0 && (
        <Text color="fg.muted" fontSize="sm" data-testid="no-sockets">
          {noSocketsText(t, node, definition !== undefined, definition?.dynamicSockets === true, sockets)}
        </Text>
      )}
      {definition?.dynamicSockets && declared && inputs.length + outputs.length > 0 && <RootSocketList inputs={inputs} outputs={outputs} labels={labels} />}
      <Stack gap="1">
        <Text fontWeight="semibold" fontSize="sm">
          {t('sockets.connections', { count: views.length })}
        </Text>
        {views.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {t('sockets.noConnections')}
          </Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none" data-testid="connection-list">
            {views.map((view) => {
              const own = labels.socket(catalogue.socket(node, view.direction, view.own), view.own);
              const peer = labels.end(view.peer.widgetId, view.peer.socket, view.direction === 'input' ? 'output' : 'input');
              return <ConnectionRow key={`${view.connection.id}:${view.direction}`} view={view} ownLabel={own} peerLabel={peer} onRemove={() => remove(view.connection.id)} />;
            })}
          </Stack>
        )}
      </Stack>
      {inputs.length + outputs.length > 0 && <AddConnectionForm widgetId={node.id} inputs={inputs} outputs={outputs} page={page} catalogue={catalogue} store={store} />}
    </Stack>
  );
}

/** Why a widget shows no sockets: unknown type, its compound still loading or not loadable, or it has none. */
function noSocketsText(t: TFunction<'editor-panels'>, node: WidgetNode, known: boolean, dynamic: boolean, sockets: PageSockets): string {
  if (!known) return t('sockets.unknownType', { type: node.type });
  if (!dynamic) return t('sockets.none');
  const compoundId = instanceCompoundId(node);
  const status = compoundId ? sockets.compoundStatus(compoundId) : 'error';
  if (status === 'pending') return t('sockets.compoundLoading');
  if (status === 'error') return t('sockets.compoundUnavailable', { id: compoundId ?? '' });
  return t('sockets.compoundNone');
}

function PageDangling({ entry, sockets, store }: SectionProps) {
  const { t } = useTranslation('editor-panels');
  const labels = useSocketLabels(sockets.catalogue, store);
  const dangling = danglingConnections(entry, sockets.catalogue);
  if (dangling.length === 0) return null;
  return (
    <TitledList title={t('sockets.pageDangling', { count: dangling.length })} testId="page-dangling">
      {dangling.map(({ connection, reason }) => (
        <ConnectionRow
          key={connection.id}
          view={{ connection, peer: connection.from, own: connection.to.socket, direction: 'input', dangling: reason }}
          ownLabel={labels.end(connection.to.widgetId, connection.to.socket, 'input')}
          peerLabel={labels.end(connection.from.widgetId, connection.from.socket, 'output')}
          onRemove={() => store.getState().dispatch({ type: 'disconnect', id: connection.id })}
        />
      ))}
    </TitledList>
  );
}
