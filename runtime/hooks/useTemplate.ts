import { useContext, useMemo, useSyncExternalStore } from 'react';
import { useSocketEngine } from '../sockets/context';
import { useRouteParams } from '../app/navigation';
import { WidgetContext } from '../render/widgetContext';
import { fillTemplate, templateNames } from './template';

export interface TemplateOptions {
  /** Applied to each filled-in value (encodeURIComponent for addresses). */
  encode?: (text: string) => string;
  /** An input socket of the widget whose value, once one arrives, replaces the text (as given, unfilled). */
  input?: string;
}

/**
 * A text or link with its placeholders filled from the page context (then the route parameters), optionally
 * replaced by an input socket's value. One subscription covers the input and exactly the context variables
 * the template names, so other changes do not re-render the widget (this runs for most widgets of a page).
 */
export function useTemplate(template: string, { encode, input }: TemplateOptions = {}): string {
  const engine = useSocketEngine();
  const widgetId = useContext(WidgetContext);
  const params = useRouteParams();
  const inputOf = input && widgetId !== null ? widgetId : null;
  const { names, subscribe } = useMemo(() => {
    const names = templateNames(template);
    const subscribe = (listener: () => void) => {
      const offs = names.map((name) => engine.subscribeContext(name, listener));
      if (inputOf !== null) offs.push(engine.subscribeInput(inputOf, input!, listener));
      return () => offs.forEach((off) => off());
    };
    return { names, subscribe };
  }, [template, engine, inputOf, input]);
  const read = () => {
    if (inputOf !== null) {
      const value = engine.getInput(inputOf, input!);
      if (value !== undefined && value !== null) return typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
    return names.length === 0 ? template : fillTemplate(template, (name) => engine.getContext(name) ?? params[name], encode);
  };
  return useSyncExternalStore(subscribe, read);
}
