/**
 * Keyboard focus when the widget holding it leaves the document (a delete, the redo of a delete, the undo of an insert): focus
 * moves to the widget selected after the change (a delete selects the parent), in the canvas or the outline,
 * wherever it was, or else to the nearest widget around it that is still there (docs/editor.md, "Focus after a
 * delete").
 *
 * Two reasons. A keyboard user keeps their place: without this, focus falls back to the page's body and the next Tab
 * starts at the top of the editor. And the browser removes a focused element at a price: it brings style and layout
 * up to date inside the removal, in the middle of React's commit, so a delete key waited for a layout of the whole
 * page (2-3 ms at 2,000 widgets) that the next frame does anyway. Moved here, in the store's change and before React
 * renders it, focusing costs next to nothing: the page has no pending change yet.
 *
 * A text field or inline text editor inside the widget is left alone: moving focus would blur it, and a blur
 * commits what it holds, which must not happen inside another change.
 */
import type { EditorStoreApi } from '../store/createEditorStore';
import type { EditorElements, ElementRegistry } from './elementRegistry';

export interface FocusOnRemovalServices {
  store: EditorStoreApi;
  elements: EditorElements;
}

/** Starts watching; returns the function that stops it. */
export function keepFocusOnRemoval({ store, elements }: FocusOnRemovalServices, doc: Document = document): () => void {
  return store.subscribe((state, previous) => {
    if (state.document === previous.document) return;
    const active = doc.activeElement;
    if (!(active instanceof HTMLElement) || editable(active)) return;
    for (const [registry, attribute] of [[elements.widgets, 'data-widget-id'], [elements.outlineRows, 'data-outline-row']] as const) {
      const stays = (element: HTMLElement) => store.index.has(element.getAttribute(attribute)!);
      const around = registeredAround(active, registry, attribute);
      const holder = around.next().value;
      if (!holder) continue;
      if (stays(holder)) return; // still there: focus stays
      const target = state.selection.map((id) => registry.get(id)).find((element) => element && element.isConnected)
        ?? find(around, stays); // the walk goes on above the holder
      target?.focus({ preventScroll: true });
      return;
    }
  });
}

/** The elements around `from` (itself included), nearest first, that `registry` holds under the id in `attribute`. */
function* registeredAround(from: Element, registry: ElementRegistry, attribute: string): Generator<HTMLElement, void> {
  for (let element = from.closest(`[${attribute}]`); element; element = element.parentElement?.closest(`[${attribute}]`) ?? null) {
    if (registry.get(element.getAttribute(attribute)!) === element) yield element as HTMLElement;
  }
}

function find<T>(items: Iterator<T>, wanted: (item: T) => boolean): T | undefined {
  for (let next = items.next(); !next.done; next = items.next()) if (wanted(next.value)) return next.value;
  return undefined;
}

function editable(element: HTMLElement): boolean {
  return element.isContentEditable || element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}
