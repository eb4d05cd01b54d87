import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'CartDetails',
  group: 'shop',
  categories: ['CMS', 'APPLICATION'],
  outputs: [{ name: 'orderPlaced', type: 'object', label: 'widgets.CartDetails.sockets.orderPlaced' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.CartDetails.title',
    description: 'widgets.CartDetails.description',
    type: 'object',
    properties: {
      orderLink: {
        title: 'widgets.CartDetails.settings.orderLink.title',
        description: 'widgets.CartDetails.settings.orderLink.description',
        type: 'string',
        default: ''
      },
      priceZoneId: {
        title: 'widgets.CartDetails.settings.priceZoneId.title',
        description: 'widgets.CartDetails.settings.priceZoneId.description',
        type: 'string',
        default: ''
      },
      defaultCountry: {
        title: 'widgets.CartDetails.settings.defaultCountry.title',
        type: 'string',
        pattern: '^[A-Z]{2}$',
        default: 'DE'
      }
    }
  },
});
