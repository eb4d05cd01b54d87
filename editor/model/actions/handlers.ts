/** One handler per action type; `applyAction` looks them up here. */
import { addPage } from './addPage';
import { connect } from './connect';
import { createCompound } from './createCompound';
import { detachCompound } from './detachCompound';
import { disconnect } from './disconnect';
import { duplicate } from './duplicate';
import { insert } from './insert';
import { move } from './move';
import { moveDown } from './moveDown';
import { moveUp } from './moveUp';
import { paste } from './paste';
import { remove } from './remove';
import { removePage } from './removePage';
import type { ActionHandler, EditorAction, EditorActionType } from './types';
import { updatePage } from './updatePage';
import { updateSettings } from './updateSettings';

export const handlers: { [K in EditorActionType]: ActionHandler<Extract<EditorAction, { type: K }>> } = {
  insert,
  move,
  remove,
  duplicate,
  paste,
  updateSettings,
  connect,
  disconnect,
  moveUp,
  moveDown,
  addPage,
  removePage,
  updatePage,
  createCompound,
  detachCompound,
};
