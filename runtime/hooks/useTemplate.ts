import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSocketEngine } from '../sockets/context';
import { useRouteParams } from '../app/navigation';
import { fillTemplate, templateNames } from './template';

/**
 * A text or link with its placeholders filled from the page context (then the route parameters). Subscribes
 * only to the context variables the template names, so other context changes do not re-render the widget.
 */
export function useTemplate(template: string, options: { encode?: (text: string) => string } = {}): string {
  const engine = useSocketEngine();
  const params = useRouteParams();
  const names = useMemo(() => templateNames(template), [template]);
  const subscribe = useCallback(
    (listener: () => void) => {
      const offs = names.map((name) => engine.subscribeContext(name, listener));
      return () => offs.forEach((off) => off());
    },
    [engine, names],
  );
  const { encode } = options;
  const fill = () =>
    names.length === 0 ? template : fillTemplate(template, (name) => engine.getContext(name) ?? params[name], encode);
  return useSyncExternalStore(subscribe, fill);
}
