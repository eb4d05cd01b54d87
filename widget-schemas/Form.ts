import { defineWidgetSpec } from './spec';

/**
 * Holds inputs in its slot, validates them (messages only once a field was changed or left, or after a submit
 * attempt) and sends their values: as a record of a data type (`/api/data/{path}`) or to an API address.
 */
export default defineWidgetSpec({
  type: 'Form',
  group: 'forms',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  slots: ['children'],
  outputs: [
    { name: 'value', type: 'object', label: 'widgets.Form.sockets.value' },
    { name: 'submitted', type: 'object', label: 'widgets.Form.sockets.submitted' },
  ],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Form.title',
    type: 'object',
    properties: {
      target: { title: 'widgets.Form.settings.target.title', type: 'string', enum: ['dataType', 'api'], default: 'dataType' },
      dataType: { title: 'widgets.Form.settings.dataType.title', description: 'widgets.Form.settings.dataType.description', type: 'string', default: '' },
      url: { title: 'widgets.Form.settings.url.title', description: 'widgets.Form.settings.url.description', type: 'string', default: '' },
      method: { title: 'widgets.Form.settings.method.title', type: 'string', enum: ['POST', 'PUT', 'PATCH'], default: 'POST' },
      usePersonalToken: { title: 'widgets.Form.settings.usePersonalToken.title', type: 'boolean', default: false },
      submitLabel: { title: 'widgets.Form.settings.submitLabel.title', type: 'string', default: '' },
      successMessage: { title: 'widgets.Form.settings.successMessage.title', type: 'string', default: '' },
      resetOnSuccess: { title: 'widgets.Form.settings.resetOnSuccess.title', type: 'boolean', default: true },
    },
  },
});
