/**
 * The JSON Schema (draft-07) of each widget type's settings. The built-in ones are plain files in
 * widget-schemas/, imported one by one here (no import.meta.glob: the server loads this module through tsx).
 * Adding a widget schema: create widget-schemas/<Type>.json and add it to BUILT_IN_SCHEMAS below. Widgets defined
 * elsewhere may register theirs at start-up with registerWidgetSchema. `title`/`description` are i18n keys.
 */
import AppContainer from '../../widget-schemas/AppContainer.json';
import ArrayContainerV2 from '../../widget-schemas/ArrayContainerV2.json';
import ArrayContainerV3 from '../../widget-schemas/ArrayContainerV3.json';
import Button from '../../widget-schemas/Button.json';
import Card from '../../widget-schemas/Card.json';
import ConditionalContainer from '../../widget-schemas/ConditionalContainer.json';
import Container from '../../widget-schemas/Container.json';
import DashboardGrid from '../../widget-schemas/DashboardGrid.json';
import Dialog from '../../widget-schemas/Dialog.json';
import FlexboxContainer from '../../widget-schemas/FlexboxContainer.json';
import GlobalsDebugger from '../../widget-schemas/GlobalsDebugger.json';
import GridLayout from '../../widget-schemas/GridLayout.json';
import Heading from '../../widget-schemas/Heading.json';
import Hero from '../../widget-schemas/Hero.json';
import HorizontalContainer from '../../widget-schemas/HorizontalContainer.json';
import Html from '../../widget-schemas/Html.json';
import Icon from '../../widget-schemas/Icon.json';
import IconTabs from '../../widget-schemas/IconTabs.json';
import Image from '../../widget-schemas/Image.json';
import Link from '../../widget-schemas/Link.json';
import Markdown from '../../widget-schemas/Markdown.json';
import MaxWidthContainer from '../../widget-schemas/MaxWidthContainer.json';
import OpenEditorBtnV2 from '../../widget-schemas/OpenEditorBtnV2.json';
import RouterOutlet from '../../widget-schemas/RouterOutlet.json';
import ShrinkingHeader from '../../widget-schemas/ShrinkingHeader.json';
import StickyContainer from '../../widget-schemas/StickyContainer.json';
import Table from '../../widget-schemas/Table.json';
import TabNavigation from '../../widget-schemas/TabNavigation.json';
import Tabs from '../../widget-schemas/Tabs.json';
import Text from '../../widget-schemas/Text.json';
import TopNavigation from '../../widget-schemas/TopNavigation.json';
import VerticalContainer from '../../widget-schemas/VerticalContainer.json';
// shop, resource planning and statistics widgets
import CartDetails from '../../widget-schemas/CartDetails.json';
import CartIcon from '../../widget-schemas/CartIcon.json';
import ProductDetail from '../../widget-schemas/ProductDetail.json';
import ProductList from '../../widget-schemas/ProductList.json';
import ResourcePlanningUserConfiguration from '../../widget-schemas/ResourcePlanningUserConfiguration.json';
import ResourcePlanningUserStats from '../../widget-schemas/ResourcePlanningUserStats.json';
import ResourcePlanningUserTable from '../../widget-schemas/ResourcePlanningUserTable.json';
import Statistics from '../../widget-schemas/Statistics.json';
import WorkloadTimeline from '../../widget-schemas/WorkloadTimeline.json';
// compound widget instances
import CompoundWidget from '../../widget-schemas/CompoundWidget.json';

/** A settings schema: an object schema whose properties are the settings. */
export interface WidgetSchema {
  $schema?: string;
  title?: string;
  description?: string;
  type: 'object';
  properties?: Record<string, Record<string, unknown>>;
  required?: string[];
  [keyword: string]: unknown;
}

const BUILT_IN_SCHEMAS: Record<string, unknown> = {
  AppContainer,
  ArrayContainerV2,
  ArrayContainerV3,
  Button,
  Card,
  ConditionalContainer,
  Container,
  DashboardGrid,
  Dialog,
  FlexboxContainer,
  GlobalsDebugger,
  GridLayout,
  Heading,
  Hero,
  HorizontalContainer,
  Html,
  Icon,
  IconTabs,
  Image,
  Link,
  Markdown,
  MaxWidthContainer,
  OpenEditorBtnV2,
  RouterOutlet,
  ShrinkingHeader,
  StickyContainer,
  Table,
  TabNavigation,
  Tabs,
  Text,
  TopNavigation,
  VerticalContainer,
  // shop, resource planning and statistics widgets
  CartDetails,
  CartIcon,
  ProductDetail,
  ProductList,
  ResourcePlanningUserConfiguration,
  ResourcePlanningUserStats,
  ResourcePlanningUserTable,
  Statistics,
  WorkloadTimeline,
  CompoundWidget,
};

const schemas = new Map<string, WidgetSchema>(
  Object.entries(BUILT_IN_SCHEMAS).map(([type, schema]) => [type, schema as WidgetSchema]),
);

export function widgetSchema(type: string): WidgetSchema | undefined {
  return schemas.get(type);
}

/** Adds or replaces the schema of a type. Replacing is allowed so a widget module can own its schema. */
export function registerWidgetSchema(type: string, schema: WidgetSchema): void {
  if (!type) throw new Error('registerWidgetSchema: the widget type is empty.');
  if (!schema || typeof schema !== 'object' || schema.type !== 'object') {
    throw new Error(`registerWidgetSchema(${type}): a settings schema must be an object schema ({"type": "object"}).`);
  }
  schemas.set(type, schema);
}

export function widgetSchemaTypes(): string[] {
  return [...schemas.keys()].sort();
}
