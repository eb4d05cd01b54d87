import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/PercentageInput';
import { PercentageInput as Input } from '../../inputs/PercentageInput';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useInputField } from './useInputField';

export type PercentageInputSettings = SettingsOf<typeof spec.schema>;

/** A fraction typed as a percentage. */
function PercentageInput({ id, settings }: WidgetProps<PercentageInputSettings>) {
  const field = useInputField<number>(id, 'PercentageInput', settings, { schema: { type: 'number' } });
  return <Input {...field} />;
}

export const PercentageInputWidget = widgetFromSpec(spec, PercentageInput);
