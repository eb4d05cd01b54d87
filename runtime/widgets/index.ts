import type { WidgetDefinition } from '../registry/defineWidget';
import { WidgetRegistry } from '../registry/registry';
import { builtinWidgets } from 'virtual:builtin-widgets';

/**
 * Every widget the product ships: virtual:builtin-widgets is built from widget-schemas/ (one spec per widget, each with its
 * component in runtime/widgets/<folder>/<Type>.tsx; docs/widgets.md). Modules here import no CSS and touch no DOM
 * at import time, so tests in Node can load them.
 */
export { builtinWidgets };

/** A registry of the built-in widgets plus `extra` ones (test-only widgets, later modules). */
export function createBuiltinRegistry(extra: readonly WidgetDefinition[] = []): WidgetRegistry {
  return new WidgetRegistry([...builtinWidgets, ...extra]);
}
