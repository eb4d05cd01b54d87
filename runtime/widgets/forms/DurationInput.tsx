import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/DurationInput';
import { DurationInput as Input } from '../../inputs/DurationInput';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useInputField } from './useInputField';

export type DurationInputSettings = SettingsOf<typeof spec.schema>;

/** A duration in minutes, at most `maximum`. */
function DurationInput({ id, settings }: WidgetProps<DurationInputSettings>) {
  const field = useInputField<number>(id, 'DurationInput', settings, { schema: { type: 'integer', minimum: 0, maximum: settings.maximum } });
  return <Input {...field} />;
}

export const DurationInputWidget = widgetFromSpec(spec, DurationInput);
