import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/ContactEditor';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useEmit } from '../../sockets/hooks';
import { ContactEditorPanel } from './ContactEditorPanel';
import { useContactId } from './useContactId';

export type ContactEditorSettings = SettingsOf<typeof spec.schema>;

/** Edits the contact of `contactId` (setting or input), or creates a new one without; emits `saved`. */
function ContactEditor({ id, settings }: WidgetProps<ContactEditorSettings>) {
  const contactId = useContactId(id, settings.contactId, 'contactId');
  const emit = useEmit<'saved'>(id);
  const editing = useRenderMode() === 'edit';
  return (
    <ContactEditorPanel
      idPrefix={id}
      contactId={contactId}
      showCustomFields={settings.showCustomFields}
      readOnly={editing}
      onSaved={(contact) => emit('saved', contact)}
    />
  );
}

export const ContactEditorWidget = widgetFromSpec(spec, ContactEditor);
