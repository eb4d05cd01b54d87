import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'Link',
  group: 'basic',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Link.title',
    type: 'object',
    properties: {
      text: {
        title: 'widgets.Link.settings.text.title',
        type: 'string',
        default: ''
      },
      link: {
        title: 'widgets.Link.settings.link.title',
        description: 'widgets.Link.settings.link.description',
        type: 'string',
        default: ''
      },
      linkedWidget: {
        title: 'widgets.Link.settings.linkedWidget.title',
        description: 'widgets.Link.settings.linkedWidget.description',
        type: 'string'
      },
      underlineLinks: {
        title: 'widgets.Link.settings.underlineLinks.title',
        type: 'boolean',
        default: false
      },
      showAsButton: {
        title: 'widgets.Link.settings.showAsButton.title',
        type: 'boolean',
        default: false
      },
      activeClass: {
        title: 'widgets.Link.settings.activeClass.title',
        description: 'widgets.Link.settings.activeClass.description',
        type: 'string',
        default: ''
      },
      inactiveClass: {
        title: 'widgets.Link.settings.inactiveClass.title',
        description: 'widgets.Link.settings.inactiveClass.description',
        type: 'string',
        default: ''
      }
    }
  },
});
