import { defineWidgetSpec } from './spec';
import { BUTTON_VARIANTS } from './enums';
import { HTTP_BODY_INPUT, HTTP_REQUEST_OUTPUTS, HTTP_REQUEST_SETTINGS } from './httpRequestSettings';

/** A button that sends an HTTP request (the settings of HttpRequest) on click and shows how it went. */
export default defineWidgetSpec({
  type: 'HttpRequestButton',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: [HTTP_BODY_INPUT],
  outputs: HTTP_REQUEST_OUTPUTS,
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.HttpRequestButton.title',
    description: 'widgets.HttpRequestButton.description',
    type: 'object',
    properties: {
      label: { title: 'widgets.HttpRequestButton.settings.label.title', type: 'string', default: '' },
      variant: { title: 'widgets.HttpRequestButton.settings.variant.title', type: 'string', enum: BUTTON_VARIANTS, default: 'solid' },
      ...HTTP_REQUEST_SETTINGS,
      successMessage: { title: 'widgets.HttpRequestButton.settings.successMessage.title', type: 'string', default: '' },
    },
  },
});
