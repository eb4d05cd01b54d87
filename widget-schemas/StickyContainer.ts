import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'StickyContainer',
  group: 'layout',
  categories: ['APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  slots: ['top', 'content', 'bottom'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.StickyContainer.title',
    type: 'object',
    properties: {
      height: {
        title: 'widgets.StickyContainer.settings.height.title',
        type: 'string',
        default: '100vh'
      },
      topHeight: {
        title: 'widgets.StickyContainer.settings.topHeight.title',
        type: 'string',
        default: '80px'
      },
      bottomHeight: {
        title: 'widgets.StickyContainer.settings.bottomHeight.title',
        type: 'string',
        default: '80px'
      },
      topBackgroundColor: {
        title: 'widgets.StickyContainer.settings.topBackgroundColor.title',
        type: 'string',
        format: 'color',
        default: '#ffffff'
      },
      contentBackgroundColor: {
        title: 'widgets.StickyContainer.settings.contentBackgroundColor.title',
        type: 'string',
        format: 'color',
        default: '#ffffff'
      },
      bottomBackgroundColor: {
        title: 'widgets.StickyContainer.settings.bottomBackgroundColor.title',
        type: 'string',
        format: 'color',
        default: '#ffffff'
      }
    }
  },
});
