import spec from '../../../widget-schemas/GridListV3';
import { widgetFromSpec } from '../../registry/defineWidget';
import { GridList } from './GridList';

export const GridListV3Widget = widgetFromSpec(spec, GridList);
