/**
 * Adds a socket connection on the page of its widget ends. Both ends must exist (a widget of that page or
 * the page context), and the registry's socket rule (`canConnect`) must accept the pair.
 */
import { isFieldPath } from '../../../model/document/connectionField';
import type { SocketEnd } from '../../../model/document/types';
import { CONTEXT_WIDGET_ID } from '../../../model/document/types';
import { draftEntryOf } from './draftAccess';
import type { ActionContext, ActionHandler, ConnectAction, Refusal, TypedSocketEnd } from './types';
import { refuse } from './types';

export const connect: ActionHandler<ConnectAction> = (draft, action, context) => {
  const { index } = context;
  const from = typedEnd(action.from, context);
  const to = typedEnd(action.to, context);
  if ('ok' in from) return from;
  if ('ok' in to) return to;
  const widgetEnds = [from, to].filter((end) => end.widgetId !== CONTEXT_WIDGET_ID);
  if (widgetEnds.length === 0) return refuse('invalid', 'A connection needs at least one widget');
  const page = index.rootOf(widgetEnds[0].widgetId);
  if (widgetEnds.some((end) => index.rootOf(end.widgetId) !== page)) return refuse('cross-page', 'Both widgets must be on the same page');
  const existing = context.base.content.find((entry) => entry.widget.id === page)?.socketConnections ?? [];
  if (existing.some((c) => sameEnd(c.from, from) && sameEnd(c.to, to) && c.field === action.field)) return refuse('duplicate-connection', 'These sockets are already connected');
  const id = action.id ?? context.newId();
  if (existing.some((c) => c.id === id)) return refuse('duplicate-id', `Connection id ${id} already exists`);
  if (action.field !== undefined && !isFieldPath(action.field)) return refuse('invalid', `Not a field path: ${String(action.field)}`);
  const verdict = context.canConnect(from, to, action.field);
  if (verdict !== true) return refuse('not-allowed', verdict);
  const entry = draftEntryOf(draft, context, widgetEnds[0].widgetId)!;
  entry.socketConnections ??= [];
  entry.socketConnections.push({
    id,
    from: { widgetId: from.widgetId, socket: from.socket },
    to: { widgetId: to.widgetId, socket: to.socket },
    ...(action.field === undefined ? {} : { field: action.field }),
  });
  return { ok: true };
};

function typedEnd(end: SocketEnd | undefined, context: ActionContext): TypedSocketEnd | Refusal {
  if (!end || typeof end.widgetId !== 'string' || typeof end.socket !== 'string' || end.socket === '') {
    return refuse('invalid', 'A connection end needs a widget id and a socket name');
  }
  if (end.widgetId === CONTEXT_WIDGET_ID) return { widgetId: end.widgetId, socket: end.socket };
  const node = context.index.node(end.widgetId);
  if (!node) return refuse('unknown-node', `Unknown widget ${end.widgetId}`);
  return { widgetId: end.widgetId, socket: end.socket, widgetType: node.type };
}

function sameEnd(a: SocketEnd, b: SocketEnd): boolean {
  return a.widgetId === b.widgetId && a.socket === b.socket;
}
