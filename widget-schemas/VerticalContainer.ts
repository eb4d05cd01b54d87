import { defineWidgetSpec } from './spec';
import { ALIGN_ITEMS, JUSTIFY_CONTENT } from './enums';

export default defineWidgetSpec({
  type: 'VerticalContainer',
  group: 'layout',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  slots: ['children'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.VerticalContainer.title',
    type: 'object',
    properties: {
      gap: {
        title: 'widgets.VerticalContainer.settings.gap.title',
        type: 'string',
        default: '12px'
      },
      padding: {
        title: 'widgets.VerticalContainer.settings.padding.title',
        type: 'string',
        default: '12px'
      },
      height: {
        title: 'widgets.VerticalContainer.settings.height.title',
        type: 'string',
        default: '100%'
      },
      width: {
        title: 'widgets.VerticalContainer.settings.width.title',
        type: 'string',
        default: '100%'
      },
      justifyContent: {
        title: 'widgets.VerticalContainer.settings.justifyContent.title',
        type: 'string',
        enum: JUSTIFY_CONTENT,
        default: 'flex-start'
      },
      alignItems: {
        title: 'widgets.VerticalContainer.settings.alignItems.title',
        type: 'string',
        enum: ALIGN_ITEMS,
        default: 'flex-start'
      },
      backgroundColor: {
        title: 'widgets.VerticalContainer.settings.backgroundColor.title',
        type: 'string',
        format: 'color'
      },
      fontColor: {
        title: 'widgets.VerticalContainer.settings.fontColor.title',
        type: 'string',
        format: 'color'
      }
    }
  },
});
