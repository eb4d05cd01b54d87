import spec from '../../../widget-schemas/IconTabs';
import { widgetFromSpec } from '../../registry/defineWidget';
import { tabsComponent } from './TabbedContent';

export const IconTabsWidget = widgetFromSpec(spec, tabsComponent('icons'));
