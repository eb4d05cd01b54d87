import { defineWidgetSpec } from './spec';
import { BUTTON_VARIANTS } from './enums';

export default defineWidgetSpec({
  type: 'OpenEditorBtnV2',
  group: 'misc',
  categories: [],
  schemaOnly: true,
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
