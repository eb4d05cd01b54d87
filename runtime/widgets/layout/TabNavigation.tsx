import spec from '../../../widget-schemas/TabNavigation';
import { widgetFromSpec } from '../../registry/defineWidget';
import { tabsComponent } from './TabbedContent';

export const TabNavigationWidget = widgetFromSpec(spec, tabsComponent('navigation'));
