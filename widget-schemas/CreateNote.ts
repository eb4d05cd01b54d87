import { CONTACT_CATEGORIES, contactIdSetting } from './contactSettings';
import { defineWidgetSpec } from './spec';

/** Writes a note on a contact (optionally private) and lists the notes the user may read. */
export default defineWidgetSpec({
  type: 'CreateNote',
  group: 'users',
  categories: CONTACT_CATEGORIES,
  inputs: [{ name: 'targetId', type: 'string', label: 'widgets.CreateNote.sockets.targetId' }],
  outputs: [{ name: 'created', type: 'object', label: 'widgets.CreateNote.sockets.created' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.CreateNote.title',
    description: 'widgets.CreateNote.description',
    type: 'object',
    properties: {
      targetId: contactIdSetting('CreateNote', 'targetId'),
      targetType: { title: 'widgets.CreateNote.settings.targetType.title', type: 'string', enum: ['contact'], default: 'contact' },
      showNotes: { title: 'widgets.CreateNote.settings.showNotes.title', type: 'boolean', default: true },
    },
  },
});
