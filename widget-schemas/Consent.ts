import { defineWidgetSpec } from './spec';

/**
 * A subscription form for a mailing list: the visitor's e-mail and consent, stored on the server as a pending
 * opt-in that the link of the mailed confirmation makes binding (docs/widgets.md, Opt-in and workflows). In
 * `unsubscribe` mode it asks for the mail whose link withdraws the consent.
 */
export default defineWidgetSpec({
  type: 'Consent',
  group: 'misc',
  categories: ['CMS', 'APPLICATION'],
  outputs: [{ name: 'requested', type: 'object', label: 'widgets.Consent.sockets.requested' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Consent.title',
    type: 'object',
    properties: {
      mailingListId: { title: 'widgets.Consent.settings.mailingListId.title', description: 'widgets.Consent.settings.mailingListId.description', type: 'string', default: '' },
      mode: { title: 'widgets.Consent.settings.mode.title', type: 'string', enum: ['subscribe', 'unsubscribe'], default: 'subscribe' },
      confirmationPage: { title: 'widgets.Consent.settings.confirmationPage.title', description: 'widgets.Consent.settings.confirmationPage.description', type: 'string', default: '' },
      consentText: { title: 'widgets.Consent.settings.consentText.title', description: 'widgets.Consent.settings.consentText.description', type: 'string', default: '' },
      buttonLabel: { title: 'widgets.Consent.settings.buttonLabel.title', type: 'string', default: '' },
      successMessage: { title: 'widgets.Consent.settings.successMessage.title', type: 'string', default: '' },
    },
  },
});
