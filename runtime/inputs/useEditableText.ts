/**
 * The text of an input whose value is not text (a price, a percentage, a list). While the user types, the
 * text is theirs ('15,' on its way to '15,5'); when the value changes from outside (undo, another panel),
 * the text follows, unless it already means that value. Adjusted during render, React's pattern for state
 * derived from props, so no effect and no extra paint.
 */
import { useState } from 'react';

export type TextReading<V> = { ok: true; value: V } | { ok: false };

export function useEditableText<V>(value: V, show: (value: V) => string, read: (text: string) => TextReading<V>) {
  const [text, setText] = useState(() => show(value));
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    const reading = read(text);
    if (!reading.ok || !sameValue(reading.value, value)) setText(show(value));
  }
  return [text, setText] as const;
}

function sameValue(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);
}
