/** The edit action a drop makes: insert a new widget from the palette, or move the dragged widgets. */
import { applySchemaDefaults } from '../../model/document/defaults';
import type { Settings } from '../../model/document/types';
import { i18next } from '../../runtime/i18n';
import type { WidgetSchema } from '../../model/document/schemas';
import type { WidgetRegistry } from '../../runtime/registry/registry';
import { createWidgetNode } from '../model/actions/nodeFactory';
import type { EditorAction, SlotTarget } from '../model/actions/types';
import type { DragSource } from './dragSession';

/**
 * A new widget of `type`: the registry's slots and version, its schema's defaults written out (creating a widget is,
 * with loading a document, where defaults are applied: the renderer and the panel rely on them), and its starting
 * content in the interface language.
 */
export function newWidget(registry: WidgetRegistry, type: string, newId?: () => string, given?: Settings) {
  const definition = registry.get(type);
  const settings = applySchemaDefaults(definition?.schema as WidgetSchema | undefined, { ...startingContent(type), ...given });
  return createWidgetNode(type, { slots: definition?.slots, version: definition?.version, settings, newId });
}

/**
 * The text a new widget starts with, so it is visible on the canvas at once ('Überschrift' for a Heading): the
 * `editor:newWidget.<Type>` texts in the interface language, one per setting. The schema defaults stay empty on
 * purpose: they are what a stored document without the setting means, and must not change its look.
 */
export function startingContent(type: string): Settings {
  const key = `editor:newWidget.${type}`;
  if (!i18next.exists(key)) return {};
  const texts: unknown = i18next.t(key, { returnObjects: true });
  return typeof texts === 'object' && texts !== null ? { ...(texts as Settings) } : {};
}

export function dropAction(registry: WidgetRegistry, source: DragSource, target: SlotTarget, newId?: () => string): EditorAction {
  if (source.newType) return { type: 'insert', node: newWidget(registry, source.newType, newId, source.newSettings), parentId: target.parentId, slot: target.slot, index: target.index };
  return { type: 'move', ids: [...source.ids], parentId: target.parentId, slot: target.slot, index: target.index };
}
