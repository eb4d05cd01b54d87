import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/RangeSlider';
import { RangeSlider as Input } from '../../inputs/RangeSlider';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useInputField } from './useInputField';

export type RangeSliderSettings = SettingsOf<typeof spec.schema>;

/** One of the allowed values, chosen on a slider. */
function RangeSlider({ id, settings }: WidgetProps<RangeSliderSettings>) {
  const field = useInputField<number>(id, 'RangeSlider', settings, { schema: { type: 'number', enum: settings.values } });
  return <Input {...field} values={settings.values} />;
}

export const RangeSliderWidget = widgetFromSpec(spec, RangeSlider);
