import { ICON_SIZES, ICON_THEMES } from './enums';
import { DATA_INPUTS, dataTypeSetting, filterSetting, itemLinkSetting, pageSizeSetting, storeSetting } from './dataSettings';

/**
 * The settings of the grid views (GridListV1, V2, V3 and DataGridLayout): the same settings, different cell sizes
 * by default. A header shows the `icon` (name in the icon service, theme, size, colour) and the `label`. Records come from a store, or from a list in the page context (`contextProperty`); each cell shows
 * the `template` with the record's fields filled in and links to `link` (`${id}`).
 */
export interface GridDefaults {
  cellWidth: string;
  cellWidthMobile: string;
  cellMaxHeight: string;
}

const setting = <T extends string, N extends string>(type: T, name: N) => `widgets.${type}.settings.${name}.title` as const;

export function gridListSchema<T extends string>(type: T, defaults: GridDefaults) {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: `widgets.${type}.title`,
    description: `widgets.${type}.description`,
    type: 'object',
    properties: {
      store: storeSetting(type),
      dataType: dataTypeSetting(type),
      contextProperty: { title: setting(type, 'contextProperty'), type: 'string', default: '' },
      filter: filterSetting(type),
      label: { title: setting(type, 'label'), type: 'string', default: '' },
      icon: { title: setting(type, 'icon'), type: 'string', default: '' },
      iconTheme: { title: setting(type, 'iconTheme'), type: 'string', enum: ICON_THEMES, default: 'fluent' },
      iconSize: { title: setting(type, 'iconSize'), type: 'integer', enum: ICON_SIZES, default: 24 },
      iconColor: { title: setting(type, 'iconColor'), type: 'string', default: '' },
      template: { title: setting(type, 'template'), type: 'string', default: '${id}' },
      link: itemLinkSetting(type),
      gridCellWidth: { title: setting(type, 'gridCellWidth'), type: 'string', default: defaults.cellWidth },
      gridCellWidthMobile: { title: setting(type, 'gridCellWidthMobile'), type: 'string', default: defaults.cellWidthMobile },
      gridCellMaxHeight: { title: setting(type, 'gridCellMaxHeight'), type: 'string', default: defaults.cellMaxHeight },
      pageSize: pageSizeSetting(type),
      showPager: { title: setting(type, 'showPager'), type: 'boolean', default: true },
      showMoreLink: { title: setting(type, 'showMoreLink'), type: 'boolean', default: false },
      moreLink: { title: setting(type, 'moreLink'), type: 'string', default: '' },
    },
  } as const;
}

export const GRID_INPUTS = DATA_INPUTS;
export const GRID_OUTPUTS = [{ name: 'itemClicked', type: 'object', label: 'widgets.data.sockets.itemClicked' }] as const;
