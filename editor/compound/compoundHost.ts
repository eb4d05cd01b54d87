import { createContext, useContext } from 'react';

/** The compound being edited when the editor runs on a compound (its canvas screen); null on applications. */
export const CompoundHostContext = createContext<string | null>(null);

export const useCompoundHost = () => useContext(CompoundHostContext);
