/**
 * The registry's placement rule for the edit actions and the drop indicator: a widget goes only into a slot
 * its parent type declares, and only when its categories fit the application's kind. Widgets of unknown
 * type (kept from old documents, shown as a placeholder) may still be moved around; nothing goes into them,
 * since their slots are unknown.
 */
import type { ApplicationKind } from '../../../model/document/types';
import { declaresSlot } from '../../../runtime/registry/defineWidget';
import type { WidgetRegistry } from '../../../runtime/registry/registry';
import type { CanPlace } from './outcome';

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

/**
 * The slots a node offers: its type's declared ones plus the settings-made ones it already uses (table
 * cells, tabs), or for an unknown type the ones it has.
 */
export function slotsOfType(registry: WidgetRegistry, type: string, existing?: Record<string, unknown>): readonly string[] {
  const definition = registry.get(type);
  const present = Object.keys(existing ?? {});
  if (!definition) return present;
  const made = present.filter((slot) => !definition.slots.includes(slot) && declaresSlot(definition, slot));
  return made.length > 0 ? [...definition.slots, ...made] : definition.slots;
}
