import { defineWidgetSpec } from './spec';
import { BUTTON_SIZES, BUTTON_VARIANTS, THEME_COLOR_NAMES } from './enums';

export default defineWidgetSpec({
  type: 'Button',
  group: 'basic',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: [{ name: 'disabled', type: 'boolean', label: 'widgets.Button.sockets.disabled' }],
  outputs: [{ name: 'clicked', type: 'event', label: 'widgets.Button.sockets.clicked' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Button.title',
    type: 'object',
    properties: {
      label: {
        title: 'widgets.Button.settings.label.title',
        type: 'string',
        default: 'Button'
      },
      variant: {
        title: 'widgets.Button.settings.variant.title',
        type: 'string',
        enum: BUTTON_VARIANTS,
        default: 'solid'
      },
      colorScheme: {
        title: 'widgets.Button.settings.colorScheme.title',
        type: 'string',
        enum: THEME_COLOR_NAMES,
        default: 'primary'
      },
      size: {
        title: 'widgets.Button.settings.size.title',
        type: 'string',
        enum: BUTTON_SIZES,
        default: 'md'
      },
      disabled: {
        title: 'widgets.Button.settings.disabled.title',
        type: 'boolean',
        default: false
      }
    }
  },
});
