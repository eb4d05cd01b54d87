/**
 * The application's pages without their widgets: what the pages panel shows and edits (title, path, login,
 * permissions). A widget edit changes its page's entry in the document, but not these fields: the panel keeps the
 * same list then and does not render again for every keystroke in the canvas or the property panel.
 */
import { useRef } from 'react';
import type { ContentEntry } from '../../model/document/types';
import { useEditorStore } from '../store/context';

export type PageSummary = Omit<ContentEntry, 'widget' | 'socketConnections'>;

const summarise = ({ widget: _widget, socketConnections: _connections, ...page }: ContentEntry): PageSummary => page;

/** Same shown fields (permissions compared by identity: the document is immutable, an unchanged list is kept). */
const samePage = (a: PageSummary, b: ContentEntry) =>
  a.path === b.path && a.title === b.title && a.authenticationRequired === b.authenticationRequired && a.permissions === b.permissions;

export function usePageSummaries(): readonly PageSummary[] {
  const previous = useRef<readonly PageSummary[]>([]);
  return useEditorStore((state) => {
    const pages = state.document.content;
    const last = previous.current;
    if (last.length === pages.length && pages.every((page, i) => samePage(last[i], page))) return last;
    return (previous.current = pages.map(summarise));
  });
}
