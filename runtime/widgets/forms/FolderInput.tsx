import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/FolderInput';
import { FolderInput as Input, type FolderValue } from '../../inputs/FolderInput';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useInputField } from './useInputField';

export type FolderInputSettings = SettingsOf<typeof spec.schema>;

/** A folder of the file store; the value names its path from the top and its id. */
function FolderInput({ id, settings }: WidgetProps<FolderInputSettings>) {
  const field = useInputField<FolderValue>(id, 'FolderInput', settings, {
    schema: { type: 'object', required: ['subItemId'], properties: { subItemId: { type: 'string', minLength: 1 }, drivePath: { type: 'array', items: { type: 'string' } } } },
  });
  return <Input {...field} />;
}

export const FolderInputWidget = widgetFromSpec(spec, FolderInput);
