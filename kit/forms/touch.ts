/**
 * Which fields the user has changed or left (spec: errors show only when dirty or touched). Every widget of
 * the form is wrapped so it reports this before rjsf validates the change; the tracker lives in the form
 * context.
 */
import { createElement, type ComponentType } from 'react';
import type { FieldProps, WidgetProps } from '@rjsf/utils';

export interface TouchTracker {
  touch(id: string, left?: boolean): void;
}

export interface FormContextWithTouch {
  touchTracker?: TouchTracker;
}

function trackerOf(registry: { formContext?: unknown }): TouchTracker | undefined {
  return (registry.formContext as FormContextWithTouch | undefined)?.touchTracker;
}

export function withTouchTracking(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  function Tracked(props: WidgetProps) {
    const tracker = trackerOf(props.registry);
    return createElement(Widget, {
      ...props,
      onChange: (...args: Parameters<WidgetProps['onChange']>) => {
        tracker?.touch(props.id);
        props.onChange(...args);
      },
      onBlur: (id: string, value: unknown) => {
        tracker?.touch(id, true);
        props.onBlur(id, value);
      },
    });
  }
  Tracked.displayName = `Tracked(${Widget.displayName ?? Widget.name ?? 'Widget'})`;
  return Tracked;
}

export function withFieldTouchTracking(Field: ComponentType<FieldProps>): ComponentType<FieldProps> {
  function Tracked(props: FieldProps) {
    const tracker = trackerOf(props.registry);
    return createElement(Field, {
      ...props,
      onChange: (...args: Parameters<FieldProps['onChange']>) => {
        tracker?.touch(props.fieldPathId.$id);
        props.onChange(...args);
      },
      onBlur: (id: string, value: unknown) => {
        tracker?.touch(id, true);
        props.onBlur(id, value);
      },
    });
  }
  Tracked.displayName = `Tracked(${Field.displayName ?? Field.name ?? 'Field'})`;
  return Tracked;
}
