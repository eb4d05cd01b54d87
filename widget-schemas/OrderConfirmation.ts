import { defineWidgetSpec } from './spec';

/**
 * The confirmation of one order of the signed-in shopper (docs/widgets.md, Shop): found by its readable number, by
 * default the route parameter `orderNumber` of a page `order/:orderNumber`; shows the number, the date, the lines and
 * the total as stored with the order.
 */
export default defineWidgetSpec({
  type: 'OrderConfirmation',
  group: 'shop',
  categories: ['CMS', 'APPLICATION'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.OrderConfirmation.title',
    description: 'widgets.OrderConfirmation.description',
    type: 'object',
    properties: {
      orderNumber: {
        title: 'widgets.OrderConfirmation.settings.orderNumber.title',
        description: 'widgets.OrderConfirmation.settings.orderNumber.description',
        type: 'string',
        default: '{orderNumber}',
      },
    },
  },
});
