import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/ArrayInput';
import { ArrayInput as Input } from '../../inputs/ArrayInput';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useInputField } from './useInputField';

export type ArrayInputSettings = SettingsOf<typeof spec.schema>;

/** A list of entries; the Form checks every entry against the item schema and the list's length. */
function ArrayInput({ id, settings }: WidgetProps<ArrayInputSettings>) {
  const { itemSchema, minItems, maxItems } = settings;
  const field = useInputField<Record<string, unknown>[]>(id, 'ArrayInput', settings, { schema: { type: 'array', items: itemSchema, minItems, maxItems } });
  return <Input {...field} itemSchema={itemSchema} compact={settings.compact} />;
}

export const ArrayInputWidget = widgetFromSpec(spec, ArrayInput);
