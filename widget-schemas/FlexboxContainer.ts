import { defineWidgetSpec } from './spec';
import { ALIGN_ITEMS, JUSTIFY_CONTENT } from './enums';

export default defineWidgetSpec({
  type: 'FlexboxContainer',
  group: 'layout',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  slots: ['children'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.FlexboxContainer.title',
    type: 'object',
    properties: {
      direction: {
        title: 'widgets.FlexboxContainer.settings.direction.title',
        type: 'string',
        enum: [
          'row',
          'column',
          'row-reverse',
          'column-reverse'
        ],
        default: 'row'
      },
      wrap: {
        title: 'widgets.FlexboxContainer.settings.wrap.title',
        type: 'string',
        enum: [
          'wrap',
          'nowrap',
          'wrap-reverse'
        ],
        default: 'wrap'
      },
      padding: {
        title: 'widgets.FlexboxContainer.settings.padding.title',
        type: 'string',
        default: '10px'
      },
      height: {
        title: 'widgets.FlexboxContainer.settings.height.title',
        type: 'string',
        default: '100%'
      },
      width: {
        title: 'widgets.FlexboxContainer.settings.width.title',
        type: 'string',
        default: '100%'
      },
      rowGap: {
        title: 'widgets.FlexboxContainer.settings.rowGap.title',
        type: 'string',
        default: '10px'
      },
      columnGap: {
        title: 'widgets.FlexboxContainer.settings.columnGap.title',
        type: 'string',
        default: '10px'
      },
      childrenFlex: {
        title: 'widgets.FlexboxContainer.settings.childrenFlex.title',
        description: 'widgets.FlexboxContainer.settings.childrenFlex.description',
        type: 'string'
      },
      justifyContent: {
        title: 'widgets.FlexboxContainer.settings.justifyContent.title',
        type: 'string',
        enum: JUSTIFY_CONTENT,
        default: 'flex-start'
      },
      alignItems: {
        title: 'widgets.FlexboxContainer.settings.alignItems.title',
        type: 'string',
        enum: ALIGN_ITEMS,
        default: 'flex-start'
      },
      alignContent: {
        title: 'widgets.FlexboxContainer.settings.alignContent.title',
        type: 'string',
        enum: [
          'flex-start',
          'flex-end',
          'center',
          'space-between',
          'space-around',
          'space-evenly',
          'stretch'
        ],
        default: 'flex-start'
      },
      justifyItems: {
        title: 'widgets.FlexboxContainer.settings.justifyItems.title',
        type: 'string',
        enum: [
          'start',
          'end',
          'center',
          'stretch'
        ]
      },
      classes: {
        title: 'widgets.FlexboxContainer.settings.classes.title',
        description: 'widgets.FlexboxContainer.settings.classes.description',
        type: 'string'
      }
    }
  },
});
