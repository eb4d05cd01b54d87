import { defineWidgetSpec } from './spec';
import { ICON_THEMES } from './enums';

/**
 * A round button floating at the bottom right of the page. Its `action`: open a dialog with the `dialog` slot's
 * widgets, open the form for a new record of the data type `typePath`, or send a `clicked` event to whatever is
 * connected to it.
 */
export default defineWidgetSpec({
  type: 'FloatingActionButton',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  slots: ['dialog'],
  outputs: [
    { name: 'clicked', type: 'event', label: 'widgets.FloatingActionButton.sockets.clicked' },
    { name: 'created', type: 'object', label: 'widgets.FloatingActionButton.sockets.created' },
  ],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.FloatingActionButton.title',
    type: 'object',
    properties: {
      icon: { title: 'widgets.FloatingActionButton.settings.icon.title', type: 'string', default: 'plus-math' },
      iconTheme: { title: 'widgets.FloatingActionButton.settings.iconTheme.title', type: 'string', enum: ICON_THEMES, default: 'ios' },
      iconColor: { title: 'widgets.FloatingActionButton.settings.iconColor.title', type: 'string', default: '#ffffff' },
      action: { title: 'widgets.FloatingActionButton.settings.action.title', type: 'string', enum: ['openDialog', 'openTypeEditor', 'sendSocketEvent'], default: 'openDialog' },
      typePath: { title: 'widgets.FloatingActionButton.settings.typePath.title', description: 'widgets.FloatingActionButton.settings.typePath.description', type: 'string', default: '' },
      label: { title: 'widgets.FloatingActionButton.settings.label.title', description: 'widgets.FloatingActionButton.settings.label.description', type: 'string', default: '' },
    },
  },
});
