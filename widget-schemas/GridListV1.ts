import { GRID_INPUTS, GRID_OUTPUTS, gridListSchema } from './gridListSettings';
import { defineWidgetSpec } from './spec';

/** A grid of records (first version): cells at least 250px wide (gridListSettings.ts has the settings). */
export default defineWidgetSpec({
  type: 'GridListV1',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: GRID_INPUTS,
  outputs: GRID_OUTPUTS,
  schema: gridListSchema('GridListV1', { cellWidth: '250px', cellWidthMobile: '250px', cellMaxHeight: 'none' }),
});
