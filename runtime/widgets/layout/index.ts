import type { WidgetDefinition } from '../../registry/defineWidget';
import { AppContainerWidget } from './AppContainer';
import { ArrayContainerV2Widget } from './ArrayContainerV2';
import { ArrayContainerV3Widget } from './ArrayContainerV3';
import { CardWidget } from './Card';
import { ConditionalContainerWidget } from './ConditionalContainer';
import { ContainerWidget } from './Container';
import { DashboardGridWidget } from './DashboardGrid';
import { DialogWidget } from './Dialog';
import { FlexboxContainerWidget } from './FlexboxContainer';
import { GridLayoutWidget } from './GridLayout';
import { HeroWidget } from './Hero';
import { MaxWidthContainerWidget } from './MaxWidthContainer';
import { RouterOutletWidget } from './RouterOutlet';
import { ShrinkingHeaderWidget } from './ShrinkingHeader';
import { HorizontalContainerWidget, VerticalContainerWidget } from './StackContainers';
import { StickyContainerWidget } from './StickyContainer';
import { TableWidget } from './Table';
import { IconTabsWidget, TabNavigationWidget, TabsWidget } from './Tabs';
import { TopNavigationWidget } from './TopNavigation';

/** The Layout group of CATALOGUE.md, in its order. */
export const layoutWidgets: readonly WidgetDefinition[] = Object.freeze([
  TableWidget,
  ArrayContainerV3Widget,
  ArrayContainerV2Widget,
  FlexboxContainerWidget,
  VerticalContainerWidget,
  HorizontalContainerWidget,
  ContainerWidget,
  GridLayoutWidget,
  StickyContainerWidget,
  AppContainerWidget,
  MaxWidthContainerWidget,
  ConditionalContainerWidget,
  TabsWidget,
  TabNavigationWidget,
  IconTabsWidget,
  TopNavigationWidget,
  CardWidget,
  HeroWidget,
  DialogWidget,
  RouterOutletWidget,
  ShrinkingHeaderWidget,
  DashboardGridWidget,
]);
