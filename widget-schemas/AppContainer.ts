import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'AppContainer',
  group: 'layout',
  categories: ['APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  slots: ['header', 'content', 'footer'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.AppContainer.title',
    type: 'object',
    properties: {
      headerHeight: {
        title: 'widgets.AppContainer.settings.headerHeight.title',
        type: 'string',
        default: '64px'
      },
      footerHeight: {
        title: 'widgets.AppContainer.settings.footerHeight.title',
        type: 'string',
        default: '64px'
      },
      padding: {
        title: 'widgets.AppContainer.settings.padding.title',
        type: 'string',
        default: '12px'
      },
      height: {
        title: 'widgets.AppContainer.settings.height.title',
        type: 'string',
        default: '100vh'
      },
      headerBackgroundColor: {
        title: 'widgets.AppContainer.settings.headerBackgroundColor.title',
        type: 'string',
        format: 'color'
      },
      footerBackgroundColor: {
        title: 'widgets.AppContainer.settings.footerBackgroundColor.title',
        type: 'string',
        format: 'color'
      }
    }
  },
});
