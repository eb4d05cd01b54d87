import { defineWidgetSpec } from './spec';

/**
 * Saves the page context value under `globalsKey` as a record of `dataType` (docs/widgets.md, Timeline, orders and
 * global save): an update when the value has an id, else a create; the saved record replaces the value.
 */
export default defineWidgetSpec({
  type: 'GlobalStoreSaveButton',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  outputs: [{ name: 'saved', type: 'object', label: 'widgets.GlobalStoreSaveButton.sockets.saved' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.GlobalStoreSaveButton.title',
    type: 'object',
    properties: {
      btnText: { title: 'widgets.GlobalStoreSaveButton.settings.btnText.title', description: 'widgets.GlobalStoreSaveButton.settings.btnText.description', type: 'string', default: '' },
      btnBlock: { title: 'widgets.GlobalStoreSaveButton.settings.btnBlock.title', type: 'boolean', default: false },
      globalsKey: { title: 'widgets.GlobalStoreSaveButton.settings.globalsKey.title', description: 'widgets.GlobalStoreSaveButton.settings.globalsKey.description', type: 'string', default: '' },
      dataType: { title: 'widgets.GlobalStoreSaveButton.settings.dataType.title', description: 'widgets.GlobalStoreSaveButton.settings.dataType.description', type: 'string', default: '' },
    },
  },
});
