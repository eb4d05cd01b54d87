import { defineWidgetSpec } from './spec';
import { BUTTON_VARIANTS } from './enums';

/**
 * A button that opens the editor of a record of the data type `typePath` in a dialog: the record in the context
 * variable `contextVariable` (the record itself or its id), or a new one when the variable holds none. Saving
 * writes through the data type's store, puts the saved record into the context variable and emits `saved`.
 * OpenEditorBtn documents load as this widget (migrations/widgets/openEditorBtn.ts).
 */
export default defineWidgetSpec({
  type: 'OpenEditorBtnV2',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  outputs: [{ name: 'saved', type: 'object', label: 'widgets.OpenEditorBtnV2.sockets.saved' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.OpenEditorBtnV2.title',
    type: 'object',
    properties: {
      label: {
        title: 'widgets.OpenEditorBtnV2.settings.label.title',
        type: 'string'
      },
      typePath: {
        title: 'widgets.OpenEditorBtnV2.settings.typePath.title',
        description: 'widgets.OpenEditorBtnV2.settings.typePath.description',
        type: 'string'
      },
      contextVariable: {
        title: 'widgets.OpenEditorBtnV2.settings.contextVariable.title',
        description: 'widgets.OpenEditorBtnV2.settings.contextVariable.description',
        type: 'string'
      },
      variant: {
        title: 'widgets.OpenEditorBtnV2.settings.variant.title',
        type: 'string',
        enum: BUTTON_VARIANTS,
        default: 'solid'
      }
    }
  },
});
