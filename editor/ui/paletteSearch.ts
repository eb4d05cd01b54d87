/**
 * The palette's search, shared with sections the screen adds to it (the project's compound widgets): each
 * section filters by the same text and reports how many entries it shows, so the palette says "nothing
 * matches" only when no section shows anything.
 */
import { createContext, useContext } from 'react';

export interface PaletteSearch {
  search: string;
  /** How many entries the section `id` shows for the current search. */
  report(id: string, count: number): void;
}

export const PaletteSearchContext = createContext<PaletteSearch>({ search: '', report: () => {} });

export const usePaletteSearch = () => useContext(PaletteSearchContext);

/** How a palette entry looks, the widgets' and the compound widgets' alike. */
export const PALETTE_ENTRY_STYLE = {
  display: 'block',
  padding: '4px 8px',
  margin: '2px 0',
  border: '1px solid #e2e8f0',
  borderRadius: 4,
  background: '#fff',
  fontSize: 13,
  cursor: 'grab',
  userSelect: 'none',
  touchAction: 'none',
} as const;
