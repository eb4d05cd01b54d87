import spec from '../../../widget-schemas/GridListV2';
import { widgetFromSpec } from '../../registry/defineWidget';
import { GridList } from './GridList';

export const GridListV2Widget = widgetFromSpec(spec, GridList);
