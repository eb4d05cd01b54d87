import { GRID_INPUTS, GRID_OUTPUTS, gridListSchema } from './gridListSettings';
import { defineWidgetSpec } from './spec';

/** A grid of records: cells at least 150px wide, a width of their own on phones (gridListSettings.ts has the settings). */
export default defineWidgetSpec({
  type: 'GridListV3',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: GRID_INPUTS,
  outputs: GRID_OUTPUTS,
  schema: gridListSchema('GridListV3', { cellWidth: '150px', cellWidthMobile: '150px', cellMaxHeight: 'none' }),
});
