import type { WidgetDefinition } from '../../registry/defineWidget';
import { ResourcePlanningUserConfigurationWidget } from './ResourcePlanningUserConfiguration';
import { ResourcePlanningUserStatsWidget } from './ResourcePlanningUserStats';
import { ResourcePlanningUserTableWidget } from './ResourcePlanningUserTable';
import { WorkloadTimelineWidget } from './WorkloadTimeline';

/** Resource planning of spec 000 and spec 001 (Time and HR): user stats, user table, workload, working hours. */
export const planningWidgets: readonly WidgetDefinition[] = [
  ResourcePlanningUserStatsWidget,
  ResourcePlanningUserTableWidget,
  WorkloadTimelineWidget,
  ResourcePlanningUserConfigurationWidget,
];
