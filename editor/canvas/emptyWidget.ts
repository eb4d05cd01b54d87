/**
 * An empty widget in edit mode (a Heading without text, an Html block with nothing in it) would have no height:
 * visible only while selected, reachable only through the outline. The canvas marks such a widget with
 * `data-widget-empty` (its placeholder text); the canvas styles then draw a dashed, clickable box with that text.
 * Judged from what the widget rendered, so it works for every widget type without knowing its settings.
 */

/** Elements that are visible without text of their own. */
const VISIBLE_WITHOUT_TEXT = 'img, svg, video, canvas, iframe, input, select, textarea, button, hr, [data-zone-slot]';

/** Whether `element` (a widget's element) shows nothing: no child widget, no text, nothing visible without text. */
export function rendersNothing(element: HTMLElement): boolean {
  if (element.querySelector('[data-widget-id]')) return false; // a container with children (checked first: cheap)
  if (element.textContent?.trim()) return false;
  return element.querySelector(VISIBLE_WITHOUT_TEXT) === null;
}

/** Sets or clears the placeholder mark; touches the DOM only when it changes. */
export function markEmptyWidget(element: HTMLElement, placeholder: string): void {
  const wanted = rendersNothing(element) ? placeholder : null;
  if (element.getAttribute('data-widget-empty') === wanted) return;
  if (wanted === null) element.removeAttribute('data-widget-empty');
  else element.setAttribute('data-widget-empty', wanted);
}
