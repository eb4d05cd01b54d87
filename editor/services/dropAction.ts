/** The edit action a drop makes: insert a new widget from the palette, or move the dragged widgets. */
import { applySchemaDefaults } from '../../model/document/defaults';
import type { WidgetSchema } from '../../model/document/schemas';
import type { WidgetRegistry } from '../../runtime/registry/registry';
import { createWidgetNode } from '../model/actions/nodeFactory';
import type { EditorAction, SlotTarget } from '../model/actions/types';
import type { DragSource } from './dragSession';

/**
 * A new widget of `type`: the registry's slots and version, its schema's defaults written out (creating a widget is,
 * with loading a document, where defaults are applied: the renderer and the panel rely on them).
 */
export function newWidget(registry: WidgetRegistry, type: string, newId?: () => string) {
  const definition = registry.get(type);
  return createWidgetNode(type, { slots: definition?.slots, version: definition?.version, settings: applySchemaDefaults(definition?.schema as WidgetSchema | undefined, {}), newId });
}

export function dropAction(registry: WidgetRegistry, source: DragSource, target: SlotTarget, newId?: () => string): EditorAction {
  if (source.newType) return { type: 'insert', node: newWidget(registry, source.newType, newId), parentId: target.parentId, slot: target.slot, index: target.index };
  return { type: 'move', ids: [...source.ids], parentId: target.parentId, slot: target.slot, index: target.index };
}
