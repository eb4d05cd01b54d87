import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/IconInput';
import { IconInput as Input, type IconValue } from '../../inputs/IconInput';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useInputField } from './useInputField';

export type IconInputSettings = SettingsOf<typeof spec.schema>;

/** An icon: name, size (minimum 1), colour and theme. */
function IconInput({ id, settings }: WidgetProps<IconInputSettings>) {
  const field = useInputField<IconValue>(id, 'IconInput', settings, { schema: { type: 'object', properties: { size: { type: 'integer', minimum: 1 } } } });
  return <Input {...field} />;
}

export const IconInputWidget = widgetFromSpec(spec, IconInput);
