import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/ContactPersonPicker';
import { ContactPersonPicker as Input } from '../../inputs/ContactPersonPicker';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useInputField } from './useInputField';

export type ContactPersonPickerSettings = SettingsOf<typeof spec.schema>;

/** A contact id (or several) from the contacts, possibly only from `allowedContactIds`. */
function ContactPersonPicker({ id, settings }: WidgetProps<ContactPersonPickerSettings>) {
  const allowed = settings.allowedContactIds.filter((contactId) => contactId.trim() !== '');
  const one = allowed.length > 0 ? { type: 'string', enum: allowed } : { type: 'string', minLength: 1 };
  const field = useInputField<string | string[]>(id, 'ContactPersonPicker', settings, {
    schema: settings.multiple ? { type: 'array', items: one, minItems: settings.required ? 1 : 0 } : one,
  });
  return <Input {...field} multiple={settings.multiple} allowedContactIds={allowed} />;
}

export const ContactPersonPickerWidget = widgetFromSpec(spec, ContactPersonPicker);
