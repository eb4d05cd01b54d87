/** Where an element lies in the canvas's scrolled content (for things drawn absolutely inside the canvas). */
export interface CanvasBox {
  top: number;
  left: number;
  width: number;
  height: number;
}

export function boxInCanvas(element: HTMLElement, canvas: HTMLElement): CanvasBox {
  const rect = element.getBoundingClientRect();
  const frame = canvas.getBoundingClientRect();
  return { top: rect.top - frame.top + canvas.scrollTop, left: rect.left - frame.left + canvas.scrollLeft, width: rect.width, height: rect.height };
}

/** Scrolls `element` into the canvas's view when none of it is visible (a widget chosen in the outline). */
export function revealInCanvas(element: HTMLElement, canvas: HTMLElement): void {
  const rect = element.getBoundingClientRect();
  const frame = canvas.getBoundingClientRect();
  const outside = rect.bottom <= frame.top || rect.top >= frame.bottom || rect.right <= frame.left || rect.left >= frame.right;
  if (outside && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'center', inline: 'nearest' });
}
