import { defineWidgetSpec } from './spec';
import { ALIGN_ITEMS, CONTAINER_LANDMARKS, FLEX_WRAP, JUSTIFY_CONTENT } from './enums';

export default defineWidgetSpec({
  type: 'Container',
  group: 'layout',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  slots: ['children'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Container.title',
    type: 'object',
    properties: {
      direction: {
        title: 'widgets.Container.settings.direction.title',
        type: 'string',
        enum: [
          'row',
          'column'
        ],
        default: 'row'
      },
      padding: {
        title: 'widgets.Container.settings.padding.title',
        type: 'string',
        default: '10px'
      },
      gap: {
        title: 'widgets.Container.settings.gap.title',
        type: 'string',
        default: '10px'
      },
      height: {
        title: 'widgets.Container.settings.height.title',
        type: 'string',
        default: '100%'
      },
      width: {
        title: 'widgets.Container.settings.width.title',
        type: 'string',
        default: '100%'
      },
      justifyContent: {
        title: 'widgets.Container.settings.justifyContent.title',
        type: 'string',
        enum: JUSTIFY_CONTENT,
        default: 'flex-start'
      },
      alignItems: {
        title: 'widgets.Container.settings.alignItems.title',
        type: 'string',
        enum: ALIGN_ITEMS,
        default: 'flex-start'
      },
      invertedDirection: {
        title: 'widgets.Container.settings.invertedDirection.title',
        type: 'boolean',
        default: false
      },
      wrap: {
        title: 'widgets.Container.settings.wrap.title',
        type: 'string',
        enum: FLEX_WRAP,
        default: 'wrap'
      },
      wrapOnMobile: {
        title: 'widgets.Container.settings.wrapOnMobile.title',
        description: 'widgets.Container.settings.wrapOnMobile.description',
        type: 'boolean',
        default: true
      },
      wrapReverse: {
        title: 'widgets.Container.settings.wrapReverse.title',
        type: 'boolean',
        default: false
      },
      backgroundColor: {
        title: 'widgets.Container.settings.backgroundColor.title',
        type: 'string'
      },
      fontColor: {
        title: 'widgets.Container.settings.fontColor.title',
        type: 'string'
      },
      // The HTML element of the box: a landmark (header, nav, main, …) lets screen readers jump to it.
      landmark: {
        title: 'widgets.Container.settings.landmark.title',
        description: 'widgets.Container.settings.landmark.description',
        type: 'string',
        enum: CONTAINER_LANDMARKS,
        default: 'none'
      }
    }
  },
});
