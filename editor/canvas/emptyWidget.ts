/**
 * An empty widget in edit mode (a Heading without text, an Html block with nothing in it) would have no height:
 * visible only while selected, reachable only through the outline. The canvas marks such a widget with
 * `data-widget-empty` (its placeholder text); the canvas styles then draw a dashed, clickable box with that text.
 * Judged from what the widget rendered, so it works for every widget type without knowing its settings.
 */
import { i18next } from '../../runtime/i18n';
import { widgetTitle } from '../dragdrop/announcements';

/** Elements that are visible without text of their own (and the box of a block that renders later, deferredBlocks.ts). */
const VISIBLE_WITHOUT_TEXT = 'img, svg, video, canvas, iframe, input, select, textarea, button, hr, [data-zone-slot], [data-canvas-deferred]';

/** Whether `element` (a widget's element) shows nothing: no child widget, no text, nothing visible without text. */
export function rendersNothing(element: HTMLElement): boolean {
  if (element.querySelector('[data-widget-id]')) return false; // a container with children (checked first: cheap)
  if (element.textContent?.trim()) return false;
  return element.querySelector(VISIBLE_WITHOUT_TEXT) === null;
}

/** The placeholder text of an empty widget of `type` ("Leer: Überschrift"). */
export const emptyPlaceholder = (type: string) => i18next.t('editor:canvas.emptyWidget', { name: widgetTitle(i18next.t, type) });

/**
 * Sets or clears the placeholder mark; touches the DOM only when it changes. The text is asked for only for an
 * empty widget: translating it for every widget of a large page took tens of milliseconds of the editor's open.
 */
export function markEmptyWidget(element: HTMLElement, placeholder: () => string): void {
  const wanted = rendersNothing(element) ? placeholder() : null;
  if (element.getAttribute('data-widget-empty') === wanted) return;
  if (wanted === null) element.removeAttribute('data-widget-empty');
  else element.setAttribute('data-widget-empty', wanted);
}

/**
 * Keeps the marks true when a widget's content changes without the widget rendering again through the canvas: a
 * widget whose code chunk arrives after its first render (it rendered nothing inside its own Suspense), or one
 * whose content comes later (loaded data). One observer for the whole canvas; each change re-checks only the
 * widgets around the changed nodes, so typing in a setting costs a few element checks.
 */
export function watchEmptyWidgets(root: HTMLElement, placeholderOf: (element: HTMLElement) => string): () => void {
  const observer = new MutationObserver((records) => {
    const touched = new Set<HTMLElement>();
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      const widget = target?.closest<HTMLElement>('[data-widget-id]');
      if (widget && root.contains(widget)) touched.add(widget);
    }
    for (const widget of touched) markEmptyWidget(widget, () => placeholderOf(widget));
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}
