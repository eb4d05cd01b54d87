import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/DateInput';
import { DateInput as Input } from '../../inputs/DateInput';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useInputField } from './useInputField';

export type DateInputSettings = SettingsOf<typeof spec.schema>;

/** A date (epoch milliseconds), optionally with a time or a fixed time, only future or only past days. */
function DateInput({ id, settings }: WidgetProps<DateInputSettings>) {
  const field = useInputField<number | string>(id, 'DateInput', settings, { schema: { type: 'integer' } });
  return (
    <Input
      {...field}
      withTime={settings.withTime}
      fixedTime={settings.fixedTime || undefined}
      onlyDateInFuture={settings.onlyDateInFuture}
      onlyDateInPast={settings.onlyDateInPast}
      defaultsToNow={settings.defaultsToNow}
    />
  );
}

export const DateInputWidget = widgetFromSpec(spec, DateInput);
