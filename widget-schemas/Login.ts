import passwordLogin from './PasswordLogin';
import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'Login',
  group: 'auth',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Login.title',
    description: 'widgets.Login.description',
    type: 'object',
    properties: {
      heading: {
        title: 'widgets.Login.settings.heading.title',
        type: 'string',
        default: '',
      },
      // The form is PasswordLogin's, with its settings.
      ...passwordLogin.schema.properties,
      registrationLink: {
        title: 'widgets.Login.settings.registrationLink.title',
        type: 'string',
        default: '',
      },
    },
  },
});
