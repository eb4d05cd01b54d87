import { BUTTON_LOOK_SETTINGS } from './buttonSettings';
import { defineWidgetSpec } from './spec';

/** Opens the browser's print dialog for the page. */
export default defineWidgetSpec({
  type: 'PrintButton',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.PrintButton.title',
    type: 'object',
    properties: {
      text: { title: 'widgets.PrintButton.settings.text.title', description: 'widgets.PrintButton.settings.text.description', type: 'string', default: '' },
      ...BUTTON_LOOK_SETTINGS,
    },
  },
});
