/** New widget nodes for the palette: fresh id, the type's current version, given settings, empty slots. */
import { currentWidgetVersion } from '../../../migrations/index';
import type { Settings, WidgetNode } from '../../../model/document/types';
import { randomId } from '../document/ids';

export interface NewNodeOptions {
  settings?: Settings;
  /** Slot names the type offers (from the registry); each starts empty. */
  slots?: readonly string[];
  /** Default: the type's current migration version (a new widget needs no migration). */
  version?: number;
  newId?: () => string;
}

export function createWidgetNode(type: string, options: NewNodeOptions = {}): WidgetNode {
  const node: WidgetNode = {
    id: (options.newId ?? randomId)(),
    type,
    version: options.version ?? currentWidgetVersion(type),
    settings: { ...options.settings },
  };
  if (options.slots && options.slots.length > 0) node.slots = Object.fromEntries(options.slots.map((slot) => [slot, []]));
  return node;
}
