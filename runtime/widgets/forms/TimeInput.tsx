import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/TimeInput';
import { TimeInput as Input } from '../../inputs/TimeInput';
import { HH_MM } from '../../inputs/values/dateTime';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useInputField } from './useInputField';

export type TimeInputSettings = SettingsOf<typeof spec.schema>;

/** A time of day, 'HH:mm'. */
function TimeInput({ id, settings }: WidgetProps<TimeInputSettings>) {
  const field = useInputField<string>(id, 'TimeInput', settings, { schema: { type: 'string', pattern: HH_MM.source } });
  return <Input {...field} defaultsToNow={settings.defaultsToNow} />;
}

export const TimeInputWidget = widgetFromSpec(spec, TimeInput);
