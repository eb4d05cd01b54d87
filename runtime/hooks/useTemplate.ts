import { useMemo, useSyncExternalStore } from 'react';
import { useSocketEngine } from '../sockets/context';
import { useRouteParams } from '../app/navigation';
import { fillTemplate, templateNames } from './template';

export interface TemplateOptions {
  /** Applied to each filled-in value (encodeURIComponent for addresses). */
  encode?: (text: string) => string;
  /** An input socket of the widget whose value, once one arrives, replaces the text (as given, unfilled). */
  input?: { widgetId: string; socket: string };
}

/**
 * A text or link with its placeholders filled from the page context (then the route parameters), optionally
 * replaced by an input socket's value. One subscription covers the input and exactly the context variables
 * the template names, so other changes do not re-render the widget (this runs for most widgets of a page).
 */
export function useTemplate(template: string, { encode, input }: TemplateOptions = {}): string {
  const engine = useSocketEngine();
  const params = useRouteParams();
  const inputOf = input?.widgetId ?? null;
  const socket = input?.socket ?? '';
  const { names, subscribe } = useMemo(() => {
    const names = templateNames(template);
    const subscribe = (listener: () => void) => {
      const offs = names.map((name) => engine.subscribeContext(name, listener));
      if (inputOf !== null) offs.push(engine.subscribeInput(inputOf, socket, listener));
      return () => offs.forEach((off) => off());
    };
    return { names, subscribe };
  }, [template, engine, inputOf, socket]);
  const read = () => {
    if (inputOf !== null) {
      const value = engine.getInput(inputOf, socket);
      if (value !== undefined && value !== null) return typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
    return names.length === 0 ? template : fillTemplate(template, (name) => engine.getContext(name) ?? params[name], encode);
  };
  return useSyncExternalStore(subscribe, read);
}
