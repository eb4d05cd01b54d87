/** Moves a widget one place down within its slot (keyboard). Refused when it is already last. */
import { keyboardMoveTarget } from '../rules/keyboardMove';
import { move } from './move';
import type { ActionHandler, MoveDownAction } from './types';

export const moveDown: ActionHandler<MoveDownAction> = (draft, action, context) => {
  const target = keyboardMoveTarget(context.index, action.id, 'down');
  if ('ok' in target) return target;
  return move(draft, { type: 'move', ids: [action.id], ...target }, context);
};
