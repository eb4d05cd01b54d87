/**
 * Shows a version comparison on the canvas: the draft's widgets that were added or changed since the compared
 * version get a frame in their colour (removed ones exist only in the list); a box shadow, so the selection and hover
 * outlines stay visible on top of it. One style sheet keyed by widget
 * id, so the canvas itself needs no knowledge of comparisons and a page of thousands of widgets re-renders nothing.
 */
import type { DocumentDiff } from '../../model/document/diff';

export const CHANGE_COLORS = { added: '#2f855a', changed: '#c05621', removed: '#c53030' } as const;

/** An id as the text of a CSS string (ids are plain, but a document may hold anything). */
const escape = (id: string) => id.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ');

export function diffHighlightCss(diff: DocumentDiff): string {
  return diff.widgets
    .filter((change) => change.change !== 'removed')
    .map((change) => `[data-testid="canvas"] [data-widget-id="${escape(change.id)}"] { box-shadow: 0 0 0 3px ${CHANGE_COLORS[change.change]}; }`)
    .join('\n');
}

export function DiffHighlight({ diff }: { diff: DocumentDiff }) {
  return <style data-testid="version-diff-highlight">{diffHighlightCss(diff)}</style>;
}
