import { defineWidgetSpec } from './spec';

/**
 * A form drawn from a JSON Schema of its own (`schema`, required): every field is validated and nothing is sent
 * while one is invalid. `post` sends the values as `{formData}` to `url` (with the personal bearer token when
 * `usePersonalToken`); `query` writes them into the page address's query, for pages that filter by it.
 */
export default defineWidgetSpec({
  type: 'FormToUrl',
  group: 'forms',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  outputs: [{ name: 'submitted', type: 'object', label: 'widgets.FormToUrl.sockets.submitted' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.FormToUrl.title',
    type: 'object',
    required: ['schema'],
    properties: {
      schema: {
        title: 'widgets.FormToUrl.settings.schema.title',
        description: 'widgets.FormToUrl.settings.schema.description',
        type: 'object',
        monacoLanguage: 'json',
        default: { type: 'object', properties: {} },
      },
      infoBox: { title: 'widgets.FormToUrl.settings.infoBox.title', type: 'string', default: '' },
      mode: { title: 'widgets.FormToUrl.settings.mode.title', type: 'string', enum: ['post', 'query'], default: 'post' },
      url: { title: 'widgets.FormToUrl.settings.url.title', type: 'string', default: '' },
      usePersonalToken: { title: 'widgets.FormToUrl.settings.usePersonalToken.title', type: 'boolean', default: false },
      buttonText: { title: 'widgets.FormToUrl.settings.buttonText.title', type: 'string', default: '' },
      successMessage: { title: 'widgets.FormToUrl.settings.successMessage.title', type: 'string', default: '' },
    },
  },
});
