import { BUTTON_LOOK_SETTINGS } from './buttonSettings';
import { defineWidgetSpec } from './spec';

/**
 * Opens the route to an address in a maps service, in a new window. The address is the value of the context
 * variable `contextVariable`: a text, or an address object ({street, streetNumber, zip, city}, also nested as
 * `address`).
 */
export default defineWidgetSpec({
  type: 'NavigationButton',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.NavigationButton.title',
    type: 'object',
    properties: {
      contextVariable: { title: 'widgets.NavigationButton.settings.contextVariable.title', description: 'widgets.NavigationButton.settings.contextVariable.description', type: 'string', default: '' },
      text: { title: 'widgets.NavigationButton.settings.text.title', description: 'widgets.NavigationButton.settings.text.description', type: 'string', default: '' },
      showIcon: { title: 'widgets.NavigationButton.settings.showIcon.title', type: 'boolean', default: true },
      ...BUTTON_LOOK_SETTINGS,
    },
  },
});
