import { BUTTON_LOOK_SETTINGS } from './buttonSettings';
import { defineWidgetSpec } from './spec';

/** A link that looks like a button: a page of the application (navigated without reload) or another site. */
export default defineWidgetSpec({
  type: 'LinkButton',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.LinkButton.title',
    type: 'object',
    properties: {
      text: { title: 'widgets.LinkButton.settings.text.title', type: 'string', default: '' },
      link: { title: 'widgets.LinkButton.settings.link.title', description: 'widgets.LinkButton.settings.link.description', type: 'string', default: '' },
      openInNewTab: { title: 'widgets.LinkButton.settings.openInNewTab.title', type: 'boolean', default: false },
      ...BUTTON_LOOK_SETTINGS,
    },
  },
});
