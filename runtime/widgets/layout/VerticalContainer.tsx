import spec from '../../../widget-schemas/VerticalContainer';
import { widgetFromSpec } from '../../registry/defineWidget';
import { stackComponent } from './StackContainers';

export const VerticalContainerWidget = widgetFromSpec(spec, stackComponent('column'));
