import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/IntegerInput';
import { IntegerInput as Input } from '../../inputs/IntegerInput';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useInputField } from './useInputField';

export type IntegerInputSettings = SettingsOf<typeof spec.schema>;

/** A whole number, step 1, within the optional minimum and maximum. */
function IntegerInput({ id, settings }: WidgetProps<IntegerInputSettings>) {
  const { minimum, maximum } = settings;
  const field = useInputField<number>(id, 'IntegerInput', settings, { schema: { type: 'integer', minimum, maximum } });
  return <Input {...field} min={minimum} max={maximum} />;
}

export const IntegerInputWidget = widgetFromSpec(spec, IntegerInput);
