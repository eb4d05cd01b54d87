/**
 * Where things are in the DOM, by key: each canvas widget, each slot's drop zone or placeholder, each outline row.
 * Filled by ref callbacks as elements mount, so hit testing and measuring look elements up in O(1) instead of
 * querying the page (nothing per pointer move proportional to the page; docs/architecture.md).
 */
export class ElementRegistry {
  private readonly elements = new Map<string, HTMLElement>();
  private readonly refs = new Map<string, (element: HTMLElement | null) => void>();

  get(key: string): HTMLElement | undefined {
    return this.elements.get(key);
  }

  /** A stable ref callback for `key` (React calls it with the element, then with null on unmount). */
  ref(key: string): (element: HTMLElement | null) => void {
    let ref = this.refs.get(key);
    if (!ref) {
      let current: HTMLElement | null = null;
      ref = (element) => {
        if (element) this.elements.set(key, element);
        else if (current && this.elements.get(key) === current) this.elements.delete(key);
        current = element;
      };
      this.refs.set(key, ref);
    }
    return ref;
  }
}

export const slotKey = (parentId: string, slot: string) => `${parentId}\u0001${slot}`;

export interface EditorElements {
  widgets: ElementRegistry;
  /** Empty-slot placeholders and end-of-slot drop zones, by slotKey. */
  zones: ElementRegistry;
  outlineRows: ElementRegistry;
}

export function createEditorElements(): EditorElements {
  return { widgets: new ElementRegistry(), zones: new ElementRegistry(), outlineRows: new ElementRegistry() };
}
