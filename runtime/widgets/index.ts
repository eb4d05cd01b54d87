import type { WidgetDefinition } from '../registry/defineWidget';
import { WidgetRegistry } from '../registry/registry';
import { ButtonWidget } from './basic/Button';
import { GlobalsDebuggerWidget } from './basic/GlobalsDebugger';
import { HeadingWidget } from './basic/Heading';
import { HtmlWidget } from './basic/Html';
import { IconWidget } from './basic/Icon';
import { ImageWidget } from './basic/Image';
import { LinkWidget } from './basic/Link';
import { MarkdownWidget } from './basic/Markdown';
import { TextWidget } from './basic/Text';
import { layoutWidgets } from './layout';
import { shopWidgets } from './shop';
import { planningWidgets } from './planning';
import { statisticsWidgets } from './statistics';
import { CompoundWidgetWidget } from './compound/CompoundWidget';

/**
 * Every widget the product ships. Modules here import no CSS and touch no DOM at import time, so the
 * catalogue script (tsx in Node) and the server can load them.
 */
export const builtinWidgets: readonly WidgetDefinition[] = Object.freeze([
  // basic
  TextWidget,
  HeadingWidget,
  ButtonWidget,
  ImageWidget,
  IconWidget,
  LinkWidget,
  MarkdownWidget,
  HtmlWidget,
  GlobalsDebuggerWidget,
  // layout
  ...layoutWidgets,
  // shop, resource planning, statistics
  ...shopWidgets,
  ...planningWidgets,
  ...statisticsWidgets,
  // compound widget instances
  CompoundWidgetWidget,
]);

/** A registry of the built-in widgets plus `extra` ones (test-only widgets, later modules). */
export function createBuiltinRegistry(extra: readonly WidgetDefinition[] = []): WidgetRegistry {
  return new WidgetRegistry([...builtinWidgets, ...extra]);
}
