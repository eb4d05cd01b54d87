import spec from '../../../widget-schemas/DataTableV2';
import { widgetFromSpec } from '../../registry/defineWidget';
import { legacyDataTable } from './legacyDataTable';

/** Deprecated: loads as DataTableV4 (widget-schemas/DataTableV2.ts says how its settings map). */
export const DataTableV2Widget = widgetFromSpec(spec, legacyDataTable('DataTableV2'));
