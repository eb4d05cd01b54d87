import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'ProductList',
  group: 'shop',
  categories: ['CMS', 'APPLICATION'],
  inputs: [{ name: 'search', type: 'string', label: 'widgets.ProductList.sockets.search' }, { name: 'tags', type: 'any', label: 'widgets.ProductList.sockets.tags' }],
  outputs: [{ name: 'productClicked', type: 'object', label: 'widgets.ProductList.sockets.productClicked', fields: ['id', 'title', 'shortTitle', 'shortDescription'] }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.ProductList.title',
    description: 'widgets.ProductList.description',
    type: 'object',
    properties: {
      count: {
        title: 'widgets.ProductList.settings.count.title',
        description: 'widgets.ProductList.settings.count.description',
        type: 'integer',
        enum: [
          1,
          2,
          3,
          4,
          6,
          8,
          9,
          12,
          15,
          16,
          20,
          24
        ],
        default: 6
      },
      pager: {
        title: 'widgets.ProductList.settings.pager.title',
        type: 'string',
        enum: [
          'never',
          'always',
          'auto'
        ],
        default: 'auto'
      },
      pageSize: {
        title: 'widgets.ProductList.settings.pageSize.title',
        description: 'widgets.ProductList.settings.pageSize.description',
        type: 'integer',
        minimum: 1,
        maximum: 100,
        default: 100
      },
      tags: {
        title: 'widgets.ProductList.settings.tags.title',
        description: 'widgets.ProductList.settings.tags.description',
        type: 'array',
        items: {
          type: 'string'
        },
        default: []
      },
      link: {
        title: 'widgets.ProductList.settings.link.title',
        description: 'widgets.ProductList.settings.link.description',
        type: 'string',
        default: ''
      },
      itemClass: {
        title: 'widgets.ProductList.settings.itemClass.title',
        type: 'string',
        default: 'productlist-item'
      },
      showAddToCart: {
        title: 'widgets.ProductList.settings.showAddToCart.title',
        type: 'boolean',
        default: true
      }
    }
  },
});
