import { dataTypeSetting } from './dataSettings';
import { defineWidgetSpec } from './spec';

/**
 * A form that creates a record of a data type: one field per property of the type's schema (or the chosen
 * `fields`), required ones marked; the API's validation errors show at their fields and the input stays until the
 * record is saved. The `values` input fills fields in (e.g. from the page context).
 */
export default defineWidgetSpec({
  type: 'CreateData',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: [{ name: 'values', type: 'object', label: 'widgets.CreateData.sockets.values' }],
  outputs: [{ name: 'created', type: 'object', label: 'widgets.CreateData.sockets.created' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.CreateData.title',
    description: 'widgets.CreateData.description',
    type: 'object',
    properties: {
      dataType: dataTypeSetting('CreateData'),
      fields: { title: 'widgets.CreateData.settings.fields.title', description: 'widgets.CreateData.settings.fields.description', type: 'array', items: { type: 'string' }, default: [] },
      buttonText: { title: 'widgets.CreateData.settings.buttonText.title', type: 'string', default: '' },
      successMessage: { title: 'widgets.CreateData.settings.successMessage.title', type: 'string', default: '' },
    },
  },
});
