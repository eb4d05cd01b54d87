import { CONTACT_CATEGORIES } from './contactSettings';
import { defineWidgetSpec } from './spec';

/** The signed-in user's own contact record (its customer profile), edited by the user. */
export default defineWidgetSpec({
  type: 'CustomerProfileEditor',
  group: 'users',
  categories: CONTACT_CATEGORIES,
  outputs: [{ name: 'saved', type: 'object', label: 'widgets.CustomerProfileEditor.sockets.saved' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.CustomerProfileEditor.title',
    description: 'widgets.CustomerProfileEditor.description',
    type: 'object',
    properties: {},
  },
});
