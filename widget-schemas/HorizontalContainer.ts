import { defineWidgetSpec } from './spec';
import { ALIGN_ITEMS, FLEX_WRAP, JUSTIFY_CONTENT } from './enums';

export default defineWidgetSpec({
  type: 'HorizontalContainer',
  group: 'layout',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  slots: ['children'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.HorizontalContainer.title',
    type: 'object',
    properties: {
      gap: {
        title: 'widgets.HorizontalContainer.settings.gap.title',
        type: 'string',
        default: '12px'
      },
      padding: {
        title: 'widgets.HorizontalContainer.settings.padding.title',
        type: 'string',
        default: '12px'
      },
      height: {
        title: 'widgets.HorizontalContainer.settings.height.title',
        type: 'string',
        default: '100%'
      },
      width: {
        title: 'widgets.HorizontalContainer.settings.width.title',
        type: 'string',
        default: '100%'
      },
      justifyContent: {
        title: 'widgets.HorizontalContainer.settings.justifyContent.title',
        type: 'string',
        enum: JUSTIFY_CONTENT,
        default: 'flex-start'
      },
      alignItems: {
        title: 'widgets.HorizontalContainer.settings.alignItems.title',
        type: 'string',
        enum: ALIGN_ITEMS,
        default: 'flex-start'
      },
      wrap: {
        title: 'widgets.HorizontalContainer.settings.wrap.title',
        type: 'string',
        enum: FLEX_WRAP,
        default: 'wrap'
      },
      wrapOnMobile: {
        title: 'widgets.HorizontalContainer.settings.wrapOnMobile.title',
        description: 'widgets.HorizontalContainer.settings.wrapOnMobile.description',
        type: 'boolean',
        default: true
      },
      backgroundColor: {
        title: 'widgets.HorizontalContainer.settings.backgroundColor.title',
        type: 'string',
        format: 'color'
      },
      fontColor: {
        title: 'widgets.HorizontalContainer.settings.fontColor.title',
        type: 'string',
        format: 'color'
      }
    }
  },
});
