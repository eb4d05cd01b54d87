/**
 * Applies one action to a document: the handler runs over an immer draft; a refusal discards the draft, so a
 * refused action changes nothing. The store's dispatch and every action test go through here.
 */
import { produce } from 'immer';
import type { ApplicationDocument } from '../../../model/document/types';
import { DocumentIndex } from '../document/documentIndex';
import { randomId } from '../document/ids';
import { handlers } from './handlers';
import type { ActionContext, ActionHandler, ActionOutcome, EditorAction } from './types';
import { refuse } from './types';

export interface ApplyResult {
  document: ApplicationDocument;
  outcome: ActionOutcome;
}

export function applyAction(document: ApplicationDocument, action: EditorAction, context: ActionContext): ApplyResult {
  const handler = handlers[action.type] as ActionHandler<EditorAction> | undefined;
  if (!handler) return { document, outcome: refuse('invalid', `Unknown action ${String((action as { type?: unknown }).type)}`) };
  let outcome: ActionOutcome = refuse('invalid', 'The action did not run');
  const next = produce(document, (draft) => {
    outcome = handler(draft, action, context);
  });
  return outcome.ok ? { document: next, outcome } : { document, outcome };
}

export type ActionContextOptions = Partial<Omit<ActionContext, 'base' | 'index'>>;

/** A context over a document on its own (tests, tools); the store passes its live index instead. */
export function createActionContext(document: ApplicationDocument, options: ActionContextOptions = {}): ActionContext {
  return {
    base: document,
    index: new DocumentIndex(document),
    newId: options.newId ?? (() => randomId()),
    canPlace: options.canPlace ?? (() => true),
    canConnect: options.canConnect ?? (() => true),
  };
}
