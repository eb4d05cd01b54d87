import { defineWidgetSpec } from './spec';

/**
 * A number read from another service: a GET of `externalDataSourceUrl` (http, https or a path of this site), the
 * answer's `propertyName` (a dotted path), with the person's own token when `usePersonalToken` is on, shown like
 * Count (German format, optionally counting up).
 */
export default defineWidgetSpec({
  type: 'ExternalCount',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.ExternalCount.title',
    description: 'widgets.ExternalCount.description',
    type: 'object',
    properties: {
      title: { title: 'widgets.ExternalCount.settings.title.title', type: 'string', default: '' },
      externalDataSourceUrl: { title: 'widgets.ExternalCount.settings.externalDataSourceUrl.title', type: 'string', default: '' },
      propertyName: { title: 'widgets.ExternalCount.settings.propertyName.title', description: 'widgets.ExternalCount.settings.propertyName.description', type: 'string', default: '' },
      usePersonalToken: { title: 'widgets.ExternalCount.settings.usePersonalToken.title', description: 'widgets.ExternalCount.settings.usePersonalToken.description', type: 'boolean', default: false },
      enableCountUp: { title: 'widgets.ExternalCount.settings.enableCountUp.title', type: 'boolean', default: false },
    },
  },
});
