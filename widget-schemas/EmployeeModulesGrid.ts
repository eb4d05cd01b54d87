import { defineWidgetSpec } from './spec';
import dashboardGrid from './DashboardGrid';

/**
 * The employee modules (time tracking, absences, worklogs, ...) as tiles with icon, label and link: the settings
 * and the drawing of DashboardGrid, under its own name and title in the time group (docs/hr.md).
 */
export default defineWidgetSpec({
  type: 'EmployeeModulesGrid',
  group: 'time',
  categories: ['APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    ...dashboardGrid.schema,
    title: 'widgets.EmployeeModulesGrid.title',
    description: 'widgets.EmployeeModulesGrid.description',
  },
});
