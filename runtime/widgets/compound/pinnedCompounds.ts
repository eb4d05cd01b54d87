/**
 * The compound widgets a published version was published with (docs/publishing.md): the published application
 * provides them, and every instance renders its pinned copy instead of the compound as it is now, so a template
 * author's change reaches a live site only when it is published again. Previews and the editor provide none and
 * render the current compounds.
 */
import { createContext } from 'react';
import type { QueryObserverResult } from '@tanstack/react-query';
import type { CompoundWidgetDocument } from '../../../model/document/types';

export type PinnedCompounds = Readonly<Record<string, CompoundWidgetDocument>>;

export const PinnedCompoundsContext = createContext<PinnedCompounds | null>(null);

const results = new WeakMap<CompoundWidgetDocument, QueryObserverResult<CompoundWidgetDocument, Error>>();

/** A settled query result holding the pinned document; one object per document, as useSyncExternalStore needs. */
export function pinnedResult(document: CompoundWidgetDocument): QueryObserverResult<CompoundWidgetDocument, Error> {
  let result = results.get(document);
  if (!result) {
    result = { status: 'success', data: document, error: null, isSuccess: true, isPending: false, isError: false, fetchStatus: 'idle' } as QueryObserverResult<CompoundWidgetDocument, Error>;
    results.set(document, result);
  }
  return result;
}

export const noSubscription = () => () => {};
