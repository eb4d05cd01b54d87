import { defineWidgetSpec } from './spec';

/**
 * The newest orders the signed-in person may read (its own; all with ORDERS_READ), newest order date first
 * (docs/widgets.md, Timeline, orders and global save). `amount` limits how many; without it one page of the
 * orders store.
 */
export default defineWidgetSpec({
  type: 'LatestOrders',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.LatestOrders.title',
    type: 'object',
    properties: {
      amount: { title: 'widgets.LatestOrders.settings.amount.title', description: 'widgets.LatestOrders.settings.amount.description', type: 'integer', minimum: 1, maximum: 1000 },
    },
  },
});
