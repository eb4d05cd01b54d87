import spec from '../../../widget-schemas/DataGridLayout';
import { widgetFromSpec } from '../../registry/defineWidget';
import { GridList } from './GridList';

export const DataGridLayoutWidget = widgetFromSpec(spec, GridList);
