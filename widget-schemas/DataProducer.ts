import { dataTypeSetting } from './dataSettings';
import { defineWidgetSpec } from './spec';

/**
 * Writes a record of a data type from what the page has: the fixed `values` of its settings overlaid by the object
 * on its `data` input, on a click of its button or when its `produce` input fires. A refused record shows the
 * API's errors by field and keeps everything for another try.
 */
export default defineWidgetSpec({
  type: 'DataProducer',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: [
    { name: 'data', type: 'object', label: 'widgets.DataProducer.sockets.data' },
    { name: 'produce', type: 'event', label: 'widgets.DataProducer.sockets.produce' },
  ],
  outputs: [{ name: 'created', type: 'object', label: 'widgets.DataProducer.sockets.created' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.DataProducer.title',
    description: 'widgets.DataProducer.description',
    type: 'object',
    properties: {
      dataType: dataTypeSetting('DataProducer'),
      values: { title: 'widgets.DataProducer.settings.values.title', description: 'widgets.DataProducer.settings.values.description', type: 'object', default: {} },
      buttonText: { title: 'widgets.DataProducer.settings.buttonText.title', type: 'string', default: '' },
      showButton: { title: 'widgets.DataProducer.settings.showButton.title', type: 'boolean', default: true },
    },
  },
});
