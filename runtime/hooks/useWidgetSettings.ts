import { createContext, useContext } from 'react';
import type { Settings } from '../document/types';
import type { SettingsCheck } from '../registry/settings';

/** The checked settings of the widget being rendered (provided by the renderer). */
export const WidgetSettingsContext = createContext<SettingsCheck | null>(null);

/**
 * The current widget's settings with schema defaults applied, whether they are valid, and the validation
 * errors. Components receive valid settings as props already; this hook serves nested parts of a widget and
 * shared helpers that need the same settings without prop drilling.
 */
export function useWidgetSettings<S extends Settings = Settings>(): SettingsCheck & { settings: S } {
  const check = useContext(WidgetSettingsContext);
  if (!check) throw new Error('useWidgetSettings is only available inside a rendered widget');
  return check as SettingsCheck & { settings: S };
}
