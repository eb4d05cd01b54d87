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
