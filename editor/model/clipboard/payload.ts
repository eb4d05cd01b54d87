/**
 * The clipboard format: JSON text in the system clipboard (so copying works between browser tabs and between
 * applications), marked by `format` so that pasting ordinary text is recognised and ignored.
 */
import type { SocketConnection, WidgetNode } from '../../../model/document/types';
import { isWidgetNode } from '../document/nodeUtils';

export const CLIPBOARD_FORMAT = 'baukasten/widgets';

export interface ClipboardPayload {
  format: typeof CLIPBOARD_FORMAT;
  version: 1;
  /** The application the widgets were copied from: connections to outside widgets survive only there. */
  sourceAppId: string | null;
  /** The copied subtrees (topmost selected widgets, in document order). */
  nodes: WidgetNode[];
  /** Connections with at least one end inside the copied subtrees. */
  connections: SocketConnection[];
}

export function serializeClipboard(payload: ClipboardPayload): string {
  return JSON.stringify(payload);
}

/** The payload in a clipboard text, or null when the text is something else. Never throws. */
export function parseClipboard(text: string | null | undefined): ClipboardPayload | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isClipboardPayload(value) ? value : null;
  } catch {
    return null;
  }
}

export function isClipboardPayload(value: unknown): value is ClipboardPayload {
  if (!value || typeof value !== 'object') return false;
  const payload = value as ClipboardPayload;
  return (
    payload.format === CLIPBOARD_FORMAT &&
    payload.version === 1 &&
    (payload.sourceAppId === null || typeof payload.sourceAppId === 'string') &&
    Array.isArray(payload.nodes) &&
    payload.nodes.length > 0 &&
    payload.nodes.every(isWidgetNode) &&
    Array.isArray(payload.connections) &&
    payload.connections.every(isConnection)
  );
}

function isConnection(value: unknown): value is SocketConnection {
  const connection = value as SocketConnection;
  return (
    !!connection &&
    typeof connection.id === 'string' &&
    isEnd(connection.from) &&
    isEnd(connection.to)
  );
}

function isEnd(value: unknown): boolean {
  const end = value as { widgetId?: unknown; socket?: unknown };
  return !!end && typeof end.widgetId === 'string' && typeof end.socket === 'string';
}
