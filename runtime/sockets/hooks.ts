import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useSocketEngine } from './context';

/**
 * Hooks for widget components. A value change re-renders only the widgets that read it. Widget hooks take the widget's id (the `id` prop every widget
 * component receives): the renderer provides no per-widget context, which would cost a component layer per
 * widget on every page.
 */

/**
 * The last value delivered to one of this widget's input sockets (undefined until something arrives). Reads
 * without subscribing: the widget's view (runtime/render/WidgetView) subscribes to every declared input and
 * re-renders the widget when one changes. Only declared inputs ever receive values.
 */
export function useSocketInput<T = unknown>(widgetId: string, name: string): T | undefined {
  return useSocketEngine().getInput(widgetId, name) as T | undefined;
}

/** Calls `handler` on every delivery to an input (also repeated identical values: event-like sockets). */
export function useSocketEvent<T = unknown>(widgetId: string, name: string, handler: (value: T) => void): void {
  const engine = useSocketEngine();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () => engine.subscribeInput(widgetId, name, () => latest.current(engine.getInput(widgetId, name) as T)),
    [engine, widgetId, name],
  );
}

/** A stable `emit(output, value)` for this widget's output sockets. */
export function useEmit<Output extends string = string>(widgetId: string): (output: Output, value: unknown) => void {
  const engine = useSocketEngine();
  return useCallback((output: Output, value: unknown) => engine.emit(widgetId, output, value), [engine, widgetId]);
}

/** The current value of one page context variable. */
export function useContextValue<T = unknown>(name: string): T | undefined {
  const engine = useSocketEngine();
  const subscribe = useCallback((listener: () => void) => engine.subscribeContext(name, listener), [engine, name]);
  return useSyncExternalStore(subscribe, () => engine.getContext(name) as T | undefined);
}

/** A stable `setContextValue(name, value)` for the page context. */
export function useSetContextValue(): (name: string, value: unknown) => void {
  const engine = useSocketEngine();
  return useCallback((name: string, value: unknown) => engine.setContext(name, value), [engine]);
}

/** Every context variable of the page (re-renders on any change; meant for debugging widgets). */
export function useContextSnapshot(): Readonly<Record<string, unknown>> {
  const engine = useSocketEngine();
  return useSyncExternalStore(engine.subscribeAllContext, engine.getContextSnapshot);
}
