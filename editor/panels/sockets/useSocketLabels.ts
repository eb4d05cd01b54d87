/** Human labels for widgets and sockets in the sockets panel, translated like the rest of the editor. */
import { useTranslation } from 'react-i18next';
import { CONTEXT_WIDGET_ID, type SocketDeclaration, type WidgetNode } from '../../../model/document/types';
import type { EditorStoreApi } from '../../store/createEditorStore';
import type { SocketCatalogue } from './socketCatalogue';
import { widgetName } from '../../dragdrop/announcements';

export function useSocketLabels(catalogue: SocketCatalogue, store: EditorStoreApi) {
  const { t } = useTranslation(['editor-panels', 'widgets', 'editor']);

  const widget = (node: WidgetNode | undefined, id: string) => {
    if (id === CONTEXT_WIDGET_ID) return t('sockets.context');
    if (!node) return t('sockets.missingWidget', { id });
    return `${widgetName(t, node, catalogue.compoundOf(node)?.name)} (${node.id})`;
  };

  const socket = (declaration: SocketDeclaration | undefined, name: string) =>
    declaration?.label ? t(`widgets:${declaration.label}`, { defaultValue: name }) : name;

  /** 'Text (w2) · text' or 'Kontext · greeting'. */
  const end = (widgetId: string, socketName: string, direction: 'input' | 'output') => {
    const node = store.index.node(widgetId);
    const declaration = node ? catalogue.socket(node, direction, socketName) : undefined;
    return `${widget(node, widgetId)} · ${socket(declaration, socketName)}`;
  };

  const type = (declaration: SocketDeclaration | undefined) => t(`sockets.types.${declaration?.type ?? 'any'}`);

  return { widget, socket, end, type };
}
