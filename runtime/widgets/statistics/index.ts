import type { WidgetDefinition } from '../../registry/defineWidget';
import { StatisticsWidget } from './Statistics';

/** The statistics widget of spec 000 (values from the page context). */
export const statisticsWidgets: readonly WidgetDefinition[] = [StatisticsWidget];
