/** Moves a widget one place up within its slot (keyboard). Refused when it is already first. */
import { keyboardMoveTarget } from '../rules/keyboardMove';
import { move } from './move';
import type { ActionHandler, MoveUpAction } from './types';

export const moveUp: ActionHandler<MoveUpAction> = (draft, action, context) => {
  const target = keyboardMoveTarget(context.index, action.id, 'up');
  if ('ok' in target) return target;
  return move(draft, { type: 'move', ids: [action.id], ...target }, context);
};
