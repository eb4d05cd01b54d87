/**
 * The registry's placement rule for the edit actions and the drop indicator: a widget goes only into a slot
 * its parent type declares, and only when its categories fit the application's kind. Widgets of unknown
 * type (kept from old documents, shown as a placeholder) may still be moved around; nothing goes into them,
 * since their slots are unknown.
 */
import type { ApplicationKind } from '../../runtime/document/types';
import { declaresSlot } from '../../runtime/registry/defineWidget';
import type { WidgetRegistry } from '../../runtime/registry/registry';
import type { CanPlace } from '../actions/types';

export function createPlacementRule(registry: WidgetRegistry, kind: ApplicationKind): CanPlace {
  return (childType, parentType, slot) => {
    const parent = registry.get(parentType);
    if (!parent) return `${parentType} is not a known widget type`;
    if (!declaresSlot(parent, slot)) return `${parentType} has no slot ${slot}`; // also settings-made slots (table cells, tabs)
    const child = registry.get(childType);
    if (child && !child.categories.includes(kind)) return `${childType} is not meant for ${kind} applications`;
    return true;
  };
}

/** The slots a widget type offers: the registry's, or the ones an unknown node already has. */
export function slotsOfType(registry: WidgetRegistry, type: string, fallback?: Record<string, unknown>): readonly string[] {
  return registry.get(type)?.slots ?? Object.keys(fallback ?? {});
}
