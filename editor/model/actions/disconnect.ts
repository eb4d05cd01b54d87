/** Removes one socket connection, wherever (on whichever page) it is. */
import type { ActionHandler, DisconnectAction } from './types';
import { refuse } from './types';

export const disconnect: ActionHandler<DisconnectAction> = (draft, action, context) => {
  const page = context.base.content.findIndex((entry) => entry.socketConnections?.some((c) => c.id === action.id));
  if (page < 0) return refuse('unknown-connection', `Unknown connection ${action.id}`);
  const base = context.base.content[page].socketConnections!;
  draft.content[page].socketConnections = base.filter((c) => c.id !== action.id);
  return { ok: true };
};
