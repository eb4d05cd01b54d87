import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/MultiSelect';
import { MultiSelect as Input } from '../../inputs/MultiSelect';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useInputField } from './useInputField';

export type MultiSelectSettings = SettingsOf<typeof spec.schema>;

/** Several of the configured options, from a dropdown or the Used/Available lists. */
function MultiSelect({ id, settings }: WidgetProps<MultiSelectSettings>) {
  const field = useInputField<string[]>(id, 'MultiSelect', settings, {
    schema: { type: 'array', items: { enum: settings.options.map((option) => option.value) } },
  });
  return <Input {...field} options={settings.options} mode={settings.mode} />;
}

export const MultiSelectWidget = widgetFromSpec(spec, MultiSelect);
