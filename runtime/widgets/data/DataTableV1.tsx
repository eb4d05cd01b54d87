import spec from '../../../widget-schemas/DataTableV1';
import { widgetFromSpec } from '../../registry/defineWidget';
import { legacyDataTable } from './legacyDataTable';

/** Deprecated: loads as DataTableV4 (widget-schemas/DataTableV1.ts says how its settings map). */
export const DataTableV1Widget = widgetFromSpec(spec, legacyDataTable('DataTableV1'));
