import { defineWidgetSpec } from './spec';

/**
 * The files of a folder in Microsoft 365 (OneDrive or SharePoint), read through Microsoft Graph with the signed-in
 * visitor's own Microsoft account; only when the operator configured Microsoft 365 (docs/widgets.md).
 */
export default defineWidgetSpec({
  type: 'Microsoft365Files',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  outputs: [{ name: 'selected', type: 'object', label: 'widgets.Microsoft365Files.sockets.selected' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Microsoft365Files.title',
    type: 'object',
    properties: {
      drivePath: { title: 'widgets.Microsoft365Files.settings.drivePath.title', description: 'widgets.Microsoft365Files.settings.drivePath.description', type: 'string', default: 'me/drive' },
      itemId: { title: 'widgets.Microsoft365Files.settings.itemId.title', description: 'widgets.Microsoft365Files.settings.itemId.description', type: 'string', default: '' },
      showAsList: { title: 'widgets.Microsoft365Files.settings.showAsList.title', description: 'widgets.Microsoft365Files.settings.showAsList.description', type: 'boolean', default: true },
    },
  },
});
