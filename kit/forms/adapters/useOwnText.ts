/**
 * A text control that shows what the user types by itself (an uncontrolled element) and takes the form's value only
 * when it comes from elsewhere. With instant changes (../instantChange.ts) a keystroke in such a field then renders
 * nothing of the form: the owner writes the document, the form library follows in a transition, and the field's
 * render in that transition brings the value the element already shows. A controlled element would have to render
 * in the keystroke itself, or React would put the old value back into it.
 *
 * Values the form reports back may lag behind the element (typed "ab", "abc", the form renders "ab"): a value the
 * element was given by typing is taken as the form catching up and leaves the element alone; any other value (undo,
 * another panel, a reset) replaces the element's text.
 */
import { useLayoutEffect, useRef, useState } from 'react';

export function useOwnText<E extends HTMLInputElement | HTMLTextAreaElement>(value: string) {
  const ref = useRef<E>(null);
  /** What was typed since the form last caught up, oldest first. */
  const typed = useRef<string[]>([]);
  const [defaultValue] = useState(value);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const at = typed.current.lastIndexOf(value);
    if (at >= 0) {
      typed.current = typed.current.slice(at + 1);
      return;
    }
    typed.current = [];
    if (element.value !== value) element.value = value;
  }, [value]);
  return {
    /** For the element's `ref`. */
    ref,
    /** The element's `defaultValue`: the form's value when it appeared. */
    defaultValue,
    /** Notes a text the user typed (call from the element's change event, before reporting it). */
    noteTyped: (text: string) => void typed.current.push(text),
  };
}
