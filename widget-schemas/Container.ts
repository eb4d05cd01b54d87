import { defineWidgetSpec } from './spec';

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
        enum: [
          'flex-start',
          'flex-end',
          'center',
          'space-between',
          'space-around',
          'space-evenly'
        ],
        default: 'flex-start'
      },
      alignItems: {
        title: 'widgets.Container.settings.alignItems.title',
        type: 'string',
        enum: [
          'flex-start',
          'flex-end',
          'center',
          'stretch',
          'baseline'
        ],
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
        enum: [
          'wrap',
          'nowrap'
        ],
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
      }
    }
  },
});
