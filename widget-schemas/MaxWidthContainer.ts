import { defineWidgetSpec } from './spec';
import { TEXT_ALIGN } from './enums';

export default defineWidgetSpec({
  type: 'MaxWidthContainer',
  group: 'layout',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  deprecated: true,
  slots: ['child'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.MaxWidthContainer.title',
    type: 'object',
    properties: {
      maxWidth: {
        title: 'widgets.MaxWidthContainer.settings.maxWidth.title',
        type: 'string',
        default: '1200px'
      },
      align: {
        title: 'widgets.MaxWidthContainer.settings.align.title',
        type: 'string',
        enum: TEXT_ALIGN,
        default: 'center'
      },
      padding: {
        title: 'widgets.MaxWidthContainer.settings.padding.title',
        type: 'string',
        default: '10px'
      }
    }
  },
});
