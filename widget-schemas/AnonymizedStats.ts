import { defineWidgetSpec } from './spec';

/**
 * How many records of a data type were created in each of the last `quartersCount` calendar quarters (the current
 * one included), as a bar chart and a table: only counts, never a record's fields.
 */
export default defineWidgetSpec({
  type: 'AnonymizedStats',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.AnonymizedStats.title',
    description: 'widgets.AnonymizedStats.description',
    type: 'object',
    properties: {
      dataType: { title: 'widgets.AnonymizedStats.settings.dataType.title', description: 'widgets.AnonymizedStats.settings.dataType.description', type: 'string', default: '' },
      quartersCount: { title: 'widgets.AnonymizedStats.settings.quartersCount.title', type: 'integer', minimum: 1, maximum: 40, default: 8 },
    },
  },
});
