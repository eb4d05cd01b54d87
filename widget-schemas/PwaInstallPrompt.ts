import { BUTTON_LOOK_SETTINGS } from './buttonSettings';
import { defineWidgetSpec } from './spec';

/**
 * Offers to install the published application as an app: a button that appears only when the browser offers the
 * installation (its `beforeinstallprompt` event), with the site's web app manifest and service worker.
 */
export default defineWidgetSpec({
  type: 'PwaInstallPrompt',
  group: 'misc',
  categories: ['CMS', 'APPLICATION'],
  outputs: [{ name: 'installed', type: 'event', label: 'widgets.PwaInstallPrompt.sockets.installed' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.PwaInstallPrompt.title',
    type: 'object',
    properties: {
      text: { title: 'widgets.PwaInstallPrompt.settings.text.title', description: 'widgets.PwaInstallPrompt.settings.text.description', type: 'string', default: '' },
      ...BUTTON_LOOK_SETTINGS,
    },
  },
});
