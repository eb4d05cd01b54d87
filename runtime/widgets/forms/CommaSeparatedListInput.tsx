import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/CommaSeparatedListInput';
import { CommaSeparatedListInput as Input } from '../../inputs/CommaSeparatedListInput';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useInputField } from './useInputField';

export type CommaSeparatedListInputSettings = SettingsOf<typeof spec.schema>;

/** A list of strings typed as 'a, b, c'. */
function CommaSeparatedListInput({ id, settings }: WidgetProps<CommaSeparatedListInputSettings>) {
  const field = useInputField<string[]>(id, 'CommaSeparatedListInput', settings, { schema: { type: 'array', items: { type: 'string' } } });
  return <Input {...field} />;
}

export const CommaSeparatedListInputWidget = widgetFromSpec(spec, CommaSeparatedListInput);
