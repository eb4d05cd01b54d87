import spec from '../../../widget-schemas/EmployeeModulesGrid';
import { widgetFromSpec } from '../../registry/defineWidget';
import { DashboardGrid } from '../layout/DashboardGrid';

/** The employee modules as linked tiles: DashboardGrid's settings and drawing under the time group's name. */
export const EmployeeModulesGridWidget = widgetFromSpec(spec, DashboardGrid);
