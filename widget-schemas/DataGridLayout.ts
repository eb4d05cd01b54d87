import { GRID_INPUTS, GRID_OUTPUTS, gridListSchema } from './gridListSettings';
import { defineWidgetSpec } from './spec';

/** A grid of records in large cells: 500px wide (250px on phones), at most 500px high (gridListSettings.ts has the settings). */
export default defineWidgetSpec({
  type: 'DataGridLayout',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: GRID_INPUTS,
  outputs: GRID_OUTPUTS,
  schema: gridListSchema('DataGridLayout', { cellWidth: '500px', cellWidthMobile: '250px', cellMaxHeight: '500px' }),
});
