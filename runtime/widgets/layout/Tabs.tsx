import spec from '../../../widget-schemas/Tabs';
import { widgetFromSpec } from '../../registry/defineWidget';
import { tabsComponent } from './TabbedContent';

export const TabsWidget = widgetFromSpec(spec, tabsComponent('tabs'));
