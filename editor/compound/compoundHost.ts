import { createContext, useContext } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useEditorStore } from '../store/context';

/** The compound being edited when the editor runs on a compound (its canvas screen); null on applications. */
export const CompoundHostContext = createContext<string | null>(null);

export const useCompoundHost = () => useContext(CompoundHostContext);

/** Application ids only (no path, no query): what `?from=` may name. */
const APPLICATION_ID = /^[\w-]{1,100}$/;

/** The application a compound's editor was opened from (`?from=`), when it names one. */
export function compoundOpenedFrom(params: URLSearchParams): string | null {
  const from = params.get('from');
  return from && APPLICATION_ID.test(from) ? from : null;
}

/**
 * The application the compound editor should lead back to: the open application itself, or, inside a
 * compound's editor, the application that one was opened from.
 */
export function useCompoundBackLink(): string | null {
  const host = useCompoundHost();
  const [params] = useSearchParams();
  const documentId = useEditorStore((state) => state.document.id);
  if (host) return compoundOpenedFrom(params);
  return documentId ? String(documentId) : null;
}
