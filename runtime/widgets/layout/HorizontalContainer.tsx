import spec from '../../../widget-schemas/HorizontalContainer';
import { widgetFromSpec } from '../../registry/defineWidget';
import { stackComponent } from './StackContainers';

export const HorizontalContainerWidget = widgetFromSpec(spec, stackComponent('row'));
