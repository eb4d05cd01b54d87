import { GRID_INPUTS, GRID_OUTPUTS, gridListSchema } from './gridListSettings';
import { defineWidgetSpec } from './spec';

/** A grid of records: cells at least 150px wide (gridListSettings.ts has the settings). */
export default defineWidgetSpec({
  type: 'GridListV2',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: GRID_INPUTS,
  outputs: GRID_OUTPUTS,
  schema: gridListSchema('GridListV2', { cellWidth: '150px', cellWidthMobile: '150px', cellMaxHeight: 'none' }),
});
