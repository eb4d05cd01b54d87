import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'EmailVerificationBanner',
  group: 'auth',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.EmailVerificationBanner.title',
    description: 'widgets.EmailVerificationBanner.description',
    type: 'object',
    properties: {
    },
  },
});
