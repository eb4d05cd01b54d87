import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'Card',
  group: 'layout',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  slots: ['children'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Card.title',
    type: 'object',
    properties: {
      title: {
        title: 'widgets.Card.settings.title.title',
        type: 'string',
        default: ''
      },
      subtitle: {
        title: 'widgets.Card.settings.subtitle.title',
        type: 'string',
        default: ''
      },
      imageUrl: {
        title: 'widgets.Card.settings.imageUrl.title',
        type: 'string'
      },
      padding: {
        title: 'widgets.Card.settings.padding.title',
        type: 'string',
        default: '16px'
      },
      width: {
        title: 'widgets.Card.settings.width.title',
        type: 'string',
        default: '100%'
      },
      borderRadius: {
        title: 'widgets.Card.settings.borderRadius.title',
        type: 'string',
        default: '8px'
      },
      shadow: {
        title: 'widgets.Card.settings.shadow.title',
        type: 'boolean',
        default: true
      },
      backgroundColor: {
        title: 'widgets.Card.settings.backgroundColor.title',
        type: 'string',
        format: 'color',
        default: '#ffffff'
      },
      fontColor: {
        title: 'widgets.Card.settings.fontColor.title',
        type: 'string',
        format: 'color'
      }
    }
  },
});
