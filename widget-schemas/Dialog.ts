import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'Dialog',
  group: 'layout',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  slots: ['content'],
  inputs: [{ name: 'open', type: 'event', label: 'widgets.Dialog.sockets.open' }, { name: 'close', type: 'event', label: 'widgets.Dialog.sockets.close' }, { name: 'toggle', type: 'event', label: 'widgets.Dialog.sockets.toggle' }],
  outputs: [{ name: 'isOpen', type: 'boolean', label: 'widgets.Dialog.sockets.isOpen' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Dialog.title',
    type: 'object',
    properties: {
      title: {
        title: 'widgets.Dialog.settings.title.title',
        type: 'string',
        default: ''
      },
      buttonLabel: {
        title: 'widgets.Dialog.settings.buttonLabel.title',
        description: 'widgets.Dialog.settings.buttonLabel.description',
        type: 'string',
        default: ''
      },
      showButton: {
        title: 'widgets.Dialog.settings.showButton.title',
        description: 'widgets.Dialog.settings.showButton.description',
        type: 'boolean',
        default: true
      },
      showCloseButton: {
        title: 'widgets.Dialog.settings.showCloseButton.title',
        type: 'boolean',
        default: true
      },
      width: {
        title: 'widgets.Dialog.settings.width.title',
        description: 'widgets.Dialog.settings.width.description',
        type: 'string',
        default: '600px'
      },
      queryParameter: {
        title: 'widgets.Dialog.settings.queryParameter.title',
        description: 'widgets.Dialog.settings.queryParameter.description',
        type: 'string'
      },
      contextVariable: {
        title: 'widgets.Dialog.settings.contextVariable.title',
        description: 'widgets.Dialog.settings.contextVariable.description',
        type: 'string'
      }
    }
  },
});
