import { applySchemaDefaults } from '../../model/document/defaults';
import { widgetSchema, type WidgetSchema } from '../../model/document/schemas';
import type { WidgetNode } from '../../model/document/types';
import type { WidgetRegistry } from '../registry/registry';

/**
 * Writes out every node's schema defaults, as the load pipeline (or the editor, when it creates a widget) does
 * before a tree reaches the renderer; the renderer itself no longer fills them in. Test-only widgets of the
 * registry get their own schema's defaults. Remembers each node it saw, so a later tree that shares a node object
 * (an immer-style update) shares its defaulted copy too, and tests that count re-renders of unchanged nodes still can.
 */
export function schemaDefaulter(registry: WidgetRegistry): (root: WidgetNode) => WidgetNode {
  const seen = new WeakMap<WidgetNode, WidgetNode>();
  const defaulted = (node: WidgetNode): WidgetNode => {
    const schema = widgetSchema(node.type) ?? (registry.get(node.type)?.schema as WidgetSchema | undefined);
    if (!schema || (node.settings !== undefined && !isPlainObject(node.settings))) return node;
    const settings = applySchemaDefaults(schema, node.settings);
    return JSON.stringify(settings) === JSON.stringify(node.settings ?? {}) ? node : { ...node, settings };
  };
  const visit = (node: WidgetNode): WidgetNode => {
    const known = seen.get(node);
    if (known) return known;
    let result = defaulted(node);
    if (node.slots) {
      const slots = Object.fromEntries(Object.entries(node.slots).map(([name, children]) => [name, children.map(visit)]));
      const changed = Object.entries(slots).some(([name, children]) => children.some((child, i) => child !== node.slots![name][i]));
      if (changed) result = { ...result, slots };
    }
    seen.set(node, result);
    return result;
  };
  return visit;
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
