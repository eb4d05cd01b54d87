/**
 * Detaching every instance of a compound in an application (before the compound is deleted): each instance
 * is copied in place with fresh ids, entry by entry, as the detachCompound action does in the editor.
 */
import { detachInstance } from '../../runtime/compound/detach';
import { COMPOUND_WIDGET_TYPE } from '../../model/compound/ids';
import { mapNodes, walkNodes } from '../../model/document/tree';
import type { ApplicationDocument, CompoundWidgetDocument, ContentEntry } from '../../model/document/types';

function detachInEntry(entry: ContentEntry, compound: CompoundWidgetDocument, newId: () => string): ContentEntry {
  const instances: string[] = [];
  walkNodes(entry.widget, (node) => {
    if (node.type === COMPOUND_WIDGET_TYPE && node.settings?.compoundId === compound.id) instances.push(node.id);
  });
  let connections = entry.socketConnections ?? [];
  let widget = entry.widget;
  for (const instanceId of instances) {
    const detached = detachInstance(compound, instanceId, connections, newId);
    connections = detached.pageConnections;
    widget = mapNodes(widget, (node) => (node.id === instanceId ? detached.widget : node));
  }
  return instances.length ? { ...entry, widget, socketConnections: connections } : entry;
}

export function detachEverywhere(application: ApplicationDocument, compound: CompoundWidgetDocument, newId: () => string): ApplicationDocument {
  return { ...application, content: application.content.map((entry) => detachInEntry(entry, compound, newId)) };
}
