import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'ProductDetail',
  group: 'shop',
  categories: ['CMS', 'APPLICATION'],
  inputs: [{ name: 'productId', type: 'string', label: 'widgets.ProductDetail.sockets.productId' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.ProductDetail.title',
    description: 'widgets.ProductDetail.description',
    type: 'object',
    properties: {
      productId: {
        title: 'widgets.ProductDetail.settings.productId.title',
        description: 'widgets.ProductDetail.settings.productId.description',
        type: 'string',
        default: '{id}'
      },
      showAddToCart: {
        title: 'widgets.ProductDetail.settings.showAddToCart.title',
        type: 'boolean',
        default: true
      }
    }
  },
});
