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
 * An owner may also take the catching up over (`catchUp`): the editor does not replay the report at all but passes
 * the typed value back as the form's data once typing pauses, so a burst of keystrokes does not each wait behind the
 * form's catching up with the one before (editor/panels/properties/typingPause.ts).
 * docs/editor.md ("Speed on large pages") describes it.
 */
import { createElement, startTransition, useReducer, useState, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';

export interface FormContextWithInstantChange {
  /** Takes the new value of the field `fieldId` (`root_<setting>`); false: not taken, the form reports it as usual. */
  instantChange?(fieldId: string, value: unknown): boolean;
  /**
   * The catching up with a value the owner took: `report` tells the form library (now or later; or never, when the owner
   * gives the value back as the form's data instead); `discard`, for a value replaced from outside meanwhile, has the
   * field show the form's value again. Without it: reported at once, in a transition.
   */
  catchUp?(fieldId: string, value: unknown, report: () => void, discard: () => void): void;
}

const contextOf = (registry: { formContext?: unknown }) => registry.formContext as FormContextWithInstantChange | undefined;

/** The catching up without an owner's own: the report at once, in a transition. */
export const reportInTransition: NonNullable<FormContextWithInstantChange['catchUp']> = (_fieldId, _value, report) => startTransition(report);

interface InstantChangeOptions {
  /** The widget's element shows the typed text by itself (adapters/useOwnText.ts): no render in the keystroke. */
  showsOwnText?: boolean;
}

export function withInstantChange(Widget: ComponentType<WidgetProps>, { showsOwnText = false }: InstantChangeOptions = {}): ComponentType<WidgetProps> {
  function Instant(props: WidgetProps) {
    // `from`: the form's value when `value` was typed; once the form's value moves on, it is shown instead
    const [typed, setTyped] = useState<{ from: unknown; value: unknown } | null>(null);
    // a new element when a typed value was discarded: one that shows its own text would keep showing it
    const [generation, discarded] = useReducer((count: number) => count + 1, 0);
    const stale = typed !== null && !Object.is(typed.from, props.value);
    if (stale) setTyped(null); // the form caught up (or the value came from outside)
    const value = typed && !stale ? typed.value : props.value;
    const onChange: WidgetProps['onChange'] = (next, ...rest) => {
      const { instantChange, catchUp = reportInTransition } = contextOf(props.registry) ?? {};
      // Only text settings: the widget of another field hands it a raw value that the field converts first (a
      // number field turns the typed "1." into 1).
      const text = props.schema.type === 'string' && (typeof next === 'string' || next === undefined);
      if (!text || !instantChange?.(props.id, next)) return props.onChange(next, ...rest);
      if (!showsOwnText) setTyped({ from: props.value, value: next });
      catchUp(props.id, next, () => props.onChange(next, ...rest), () => {
        setTyped(null);
        if (showsOwnText) discarded();
      });
    };
    return createElement(Widget, { ...props, key: generation, value, onChange });
  }
  Instant.displayName = `Instant(${Widget.displayName ?? Widget.name ?? 'Widget'})`;
  return Instant;
}
