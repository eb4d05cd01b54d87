import { defineWidgetSpec } from './spec';
import { ICON_SIZES, ICON_THEMES } from './enums';

export default defineWidgetSpec({
  type: 'CartIcon',
  group: 'shop',
  categories: ['CMS', 'APPLICATION'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.CartIcon.title',
    description: 'widgets.CartIcon.description',
    type: 'object',
    properties: {
      icon: {
        title: 'widgets.CartIcon.settings.icon.title',
        type: 'string',
        default: 'shopping-cart'
      },
      color: {
        title: 'widgets.CartIcon.settings.color.title',
        description: 'widgets.CartIcon.settings.color.description',
        type: 'string',
        default: 'FFFFFF'
      },
      theme: {
        title: 'widgets.CartIcon.settings.theme.title',
        type: 'string',
        enum: ICON_THEMES,
        default: 'fluent'
      },
      size: {
        title: 'widgets.CartIcon.settings.size.title',
        type: 'integer',
        enum: ICON_SIZES,
        default: 24
      },
      link: {
        title: 'widgets.CartIcon.settings.link.title',
        description: 'widgets.CartIcon.settings.link.description',
        type: 'string',
        default: ''
      }
    }
  },
});
