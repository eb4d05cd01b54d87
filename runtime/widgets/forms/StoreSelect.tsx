import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/StoreSelect';
import { StoreSelect as Input } from '../../inputs/StoreSelect';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useInputField } from './useInputField';

export type StoreSelectSettings = SettingsOf<typeof spec.schema>;

/** A record of the configured store, by its display property; the value is its id (or, `multiple`, the ids). */
function StoreSelect({ id, settings }: WidgetProps<StoreSelectSettings>) {
  const schema = settings.multiple ? { type: 'array', items: { type: 'string' } } : { type: 'string' };
  const field = useInputField<string | string[]>(id, 'StoreSelect', settings, { schema });
  return <Input {...field} store={settings.store} displayProperty={settings.displayProperty || undefined} multiple={settings.multiple} />;
}

export const StoreSelectWidget = widgetFromSpec(spec, StoreSelect);
