import { defineWidgetSpec } from './spec';
import { ICON_THEMES } from './enums';

/**
 * Promotion blocks side by side: each an icon of the icon service, a header and a text (a shop's "free shipping,
 * 30 days return, …" strip). Sizes have lower bounds so a block never becomes unreadable.
 */
export default defineWidgetSpec({
  type: 'PromotionList',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.PromotionList.title',
    type: 'object',
    properties: {
      blocks: {
        title: 'widgets.PromotionList.settings.blocks.title',
        type: 'array',
        default: [],
        items: {
          type: 'object',
          properties: {
            icon: { title: 'widgets.PromotionList.settings.blocks.icon', type: 'string' },
            header: { title: 'widgets.PromotionList.settings.blocks.header', type: 'string' },
            text: { title: 'widgets.PromotionList.settings.blocks.text', type: 'string' },
          },
        },
      },
      theme: { title: 'widgets.PromotionList.settings.theme.title', type: 'string', enum: ICON_THEMES, default: 'fluent' },
      iconSize: { title: 'widgets.PromotionList.settings.iconSize.title', type: 'integer', minimum: 24, default: 48 },
      headerSize: { title: 'widgets.PromotionList.settings.headerSize.title', type: 'integer', minimum: 9, default: 18 },
      textSize: { title: 'widgets.PromotionList.settings.textSize.title', type: 'integer', minimum: 9, default: 14 },
    },
  },
});
