/**
 * Instant changes: a form whose owner takes a field's new value at once (the editor's property panel writes it into
 * the document, so the canvas shows the keystroke) lets the form library catch up afterwards, in a transition.
 *
 * Without it every keystroke waited for the form library to validate and render the whole form before the document
 * changed: that render (40-odd components of the edited field and the form's frame) was most of a keystroke's time.
 * Each text input is wrapped: it shows the typed value at once from its own state, offers the value to the form's owner
 * (`instantChange` in the form context), and, when the owner took it, reports it to the form library inside
 * `startTransition`, which React renders after the keystroke's own work (all pending transitions together, so the
 * form never catches up to an older value than the one shown). A value from outside (undo, another panel) replaces
 * the shown one. A widget that shows the typed text by itself (text inputs and areas) skips that state: nothing of
 * the form renders in the keystroke. Forms without an owner that takes values keep the plain, synchronous path.
 * docs/editor.md ("Speed on large pages") describes it.
 */
import { createElement, startTransition, useState, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';

export interface FormContextWithInstantChange {
  /** Takes the new value of the field `fieldId` (`root_<setting>`); false: not taken, the form reports it as usual. */
  instantChange?(fieldId: string, value: unknown): boolean;
}

function instantChangeOf(registry: { formContext?: unknown }): FormContextWithInstantChange['instantChange'] {
  return (registry.formContext as FormContextWithInstantChange | undefined)?.instantChange;
}

interface InstantChangeOptions {
  /** The widget's element shows the typed text by itself (adapters/useOwnText.ts): no render in the keystroke. */
  showsOwnText?: boolean;
}

export function withInstantChange(Widget: ComponentType<WidgetProps>, { showsOwnText = false }: InstantChangeOptions = {}): ComponentType<WidgetProps> {
  function Instant(props: WidgetProps) {
    // `from`: the form's value when `value` was typed; once the form's value moves on, it is shown instead
    const [typed, setTyped] = useState<{ from: unknown; value: unknown } | null>(null);
    const stale = typed !== null && !Object.is(typed.from, props.value);
    if (stale) setTyped(null); // the form caught up (or the value came from outside)
    const value = typed && !stale ? typed.value : props.value;
    const onChange: WidgetProps['onChange'] = (next, ...rest) => {
      const instantChange = instantChangeOf(props.registry);
      // Only text settings: the widget of another field hands it a raw value that the field converts first (a
      // number field turns the typed "1." into 1).
      const text = props.schema.type === 'string' && (typeof next === 'string' || next === undefined);
      if (!text || !instantChange?.(props.id, next)) return props.onChange(next, ...rest);
      if (!showsOwnText) setTyped({ from: props.value, value: next });
      startTransition(() => props.onChange(next, ...rest));
    };
    return createElement(Widget, { ...props, value, onChange });
  }
  Instant.displayName = `Instant(${Widget.displayName ?? Widget.name ?? 'Widget'})`;
  return Instant;
}
