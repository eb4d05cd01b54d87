import spec from '../../../widget-schemas/DataTableV3';
import { widgetFromSpec } from '../../registry/defineWidget';
import { legacyDataTable } from './legacyDataTable';

/** Deprecated: loads as DataTableV4 (widget-schemas/DataTableV3.ts says how its settings map). */
export const DataTableV3Widget = widgetFromSpec(spec, legacyDataTable('DataTableV3'));
