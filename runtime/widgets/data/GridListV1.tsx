import spec from '../../../widget-schemas/GridListV1';
import { widgetFromSpec } from '../../registry/defineWidget';
import { GridList } from './GridList';

export const GridListV1Widget = widgetFromSpec(spec, GridList);
