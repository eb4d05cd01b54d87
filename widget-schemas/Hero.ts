import { defineWidgetSpec } from './spec';
import { TEXT_ALIGN } from './enums';

export default defineWidgetSpec({
  type: 'Hero',
  group: 'layout',
  categories: ['CMS', 'APPLICATION', 'CONTAINER'],
  slots: ['children'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Hero.title',
    type: 'object',
    properties: {
      title: {
        title: 'widgets.Hero.settings.title.title',
        type: 'string',
        default: ''
      },
      subtitle: {
        title: 'widgets.Hero.settings.subtitle.title',
        type: 'string',
        default: ''
      },
      backgroundImage: {
        title: 'widgets.Hero.settings.backgroundImage.title',
        type: 'string'
      },
      backgroundColor: {
        title: 'widgets.Hero.settings.backgroundColor.title',
        type: 'string',
        format: 'color',
        default: '#2b6cb0'
      },
      fontColor: {
        title: 'widgets.Hero.settings.fontColor.title',
        type: 'string',
        format: 'color',
        default: '#ffffff'
      },
      minHeight: {
        title: 'widgets.Hero.settings.minHeight.title',
        type: 'string',
        default: '320px'
      },
      align: {
        title: 'widgets.Hero.settings.align.title',
        type: 'string',
        enum: TEXT_ALIGN,
        default: 'center'
      },
      overlay: {
        title: 'widgets.Hero.settings.overlay.title',
        description: 'widgets.Hero.settings.overlay.description',
        type: 'boolean',
        default: true
      }
    }
  },
});
