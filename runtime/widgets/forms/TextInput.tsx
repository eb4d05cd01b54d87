import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/TextInput';
import { TextInput as Input } from '../../inputs/TextInput';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useInputField } from './useInputField';

export type TextInputSettings = SettingsOf<typeof spec.schema>;

/** A line of text (or several), checked for length, pattern and the e-mail or address format. */
function TextInput({ id, settings }: WidgetProps<TextInputSettings>) {
  const { inputType, minLength, maxLength, pattern } = settings;
  const format = inputType === 'email' ? 'email' : inputType === 'url' ? 'uri' : undefined;
  const field = useInputField<string>(id, 'TextInput', settings, { schema: { type: 'string', minLength, maxLength, pattern: pattern || undefined, format } });
  return <Input {...field} type={inputType} multiline={settings.multiline} />;
}

export const TextInputWidget = widgetFromSpec(spec, TextInput);
