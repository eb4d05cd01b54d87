import { defineWidgetSpec } from './spec';
import { HTTP_BODY_INPUT, HTTP_REQUEST_OUTPUTS, HTTP_REQUEST_SETTINGS } from './httpRequestSettings';

/**
 * An HTTP request without a button: sent when the page shows it (`sendOnLoad`) and whenever its filled-in address
 * or body change, and on every `trigger`; the answer goes out on `response`, a failure on `error` and on the page.
 */
export default defineWidgetSpec({
  type: 'HttpRequest',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: [{ name: 'trigger', type: 'event', label: 'widgets.HttpRequest.sockets.trigger' }, HTTP_BODY_INPUT],
  outputs: HTTP_REQUEST_OUTPUTS,
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.HttpRequest.title',
    description: 'widgets.HttpRequest.description',
    type: 'object',
    properties: {
      ...HTTP_REQUEST_SETTINGS,
      sendOnLoad: { title: 'widgets.HttpRequest.settings.sendOnLoad.title', type: 'boolean', default: true },
    },
  },
});
