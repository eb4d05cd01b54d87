/** Copying widgets out of a document into the clipboard format (plain, unfrozen JSON data). */
import type { ApplicationDocument } from '../../../model/document/types';
import { cloneNode, subtreeIds } from '../document/nodeUtils';
import { topmostInOrder } from '../document/selectionOrder';
import type { DocumentIndex } from '../document/documentIndex';
import type { ClipboardPayload } from './payload';
import { CLIPBOARD_FORMAT } from './payload';

export function copyNodes(document: ApplicationDocument, index: DocumentIndex, ids: readonly string[]): ClipboardPayload | null {
  const top = topmostInOrder(index, ids);
  if (top.length === 0) return null;
  const nodes = top.map((id) => cloneNode(index.node(id)!));
  const copied = new Set(nodes.flatMap((node) => subtreeIds(node)));
  const pages = new Set(top.map((id) => index.rootOf(id)));
  const connections = document.content
    .filter((entry) => pages.has(entry.widget.id))
    .flatMap((entry) => entry.socketConnections ?? [])
    .filter((connection) => copied.has(connection.from.widgetId) || copied.has(connection.to.widgetId))
    .map((connection) => cloneNode(connection));
  return { format: CLIPBOARD_FORMAT, version: 1, sourceAppId: document.id ?? null, nodes, connections };
}
