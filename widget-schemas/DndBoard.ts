import { dataTypeSetting, filterSetting, storeSetting } from './dataSettings';
import { defineWidgetSpec } from './spec';

/**
 * A board of cards in columns (docs/data-views.md, DndBoard): the records of a data type, each in the column whose
 * `value` equals its `statusProperty`. Moving a card (mouse or keyboard) changes that property on the server.
 */
export default defineWidgetSpec({
  type: 'DndBoard',
  group: 'data',
  categories: ['APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: [{ name: 'filter', type: 'any', label: 'widgets.DndBoard.sockets.filter' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.DndBoard.title',
    description: 'widgets.DndBoard.description',
    type: 'object',
    properties: {
      store: storeSetting('DndBoard'),
      dataType: dataTypeSetting('DndBoard'),
      filter: filterSetting('DndBoard'),
      statusProperty: { title: 'widgets.DndBoard.settings.statusProperty.title', description: 'widgets.DndBoard.settings.statusProperty.description', type: 'string', default: 'status' },
      columns: {
        title: 'widgets.DndBoard.settings.columns.title',
        description: 'widgets.DndBoard.settings.columns.description',
        type: 'array',
        items: {
          type: 'object',
          properties: {
            value: { title: 'widgets.DndBoard.settings.columns.value', type: 'string' },
            label: { title: 'widgets.DndBoard.settings.columns.label', type: 'string' },
          },
          required: ['value'],
        },
        default: [],
      },
      titleProperty: { title: 'widgets.DndBoard.settings.titleProperty.title', description: 'widgets.DndBoard.settings.titleProperty.description', type: 'string', default: 'name' },
      descriptionProperty: { title: 'widgets.DndBoard.settings.descriptionProperty.title', description: 'widgets.DndBoard.settings.descriptionProperty.description', type: 'string', default: '' },
    },
  },
});
