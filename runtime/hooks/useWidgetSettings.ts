import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { Settings } from '../document/types';
import { checkSettings, type SettingsCheck } from '../registry/settings';
import { useRenderContext } from '../render/renderContext';
import { WidgetContext } from '../render/widgetContext';

const NO_SETTINGS: SettingsCheck = Object.freeze({ valid: false, settings: {}, errors: [] });

/**
 * The current widget's settings with schema defaults applied, whether they are valid, and the validation
 * errors. Components receive valid settings as props already; this hook serves nested parts of a widget and
 * shared helpers that need the same settings without prop drilling. (Same memoised check as the renderer's.)
 */
export function useWidgetSettings<S extends Settings = Settings>(): SettingsCheck & { settings: S } {
  const id = useContext(WidgetContext);
  if (id === null) throw new Error('useWidgetSettings is only available inside a rendered widget');
  const { source, registry } = useRenderContext();
  const subscribe = useCallback((listener: () => void) => source.subscribe(id, listener), [source, id]);
  const node = useSyncExternalStore(subscribe, () => source.getNode(id));
  const definition = node && registry.get(node.type);
  return (definition ? checkSettings(definition, node.settings) : NO_SETTINGS) as SettingsCheck & { settings: S };
}
