/** Where a compound is used: its instances in applications and in other compounds. */
import { walkNodes } from '../../model/document/tree';
import type { ApplicationDocument, CompoundWidgetDocument } from '../../model/document/types';
import { COMPOUND_WIDGET_TYPE } from '../../model/compound/ids';

export interface CompoundUsage {
  /** The application or compound holding the instance. */
  documentId: string;
  documentName: string;
  kind: 'application' | 'compound';
  /** Content entry path (applications only). */
  path?: string;
  instanceId: string;
}

const isInstanceOf = (compoundId: string) => (node: { type: string; settings?: Record<string, unknown> }) =>
  node.type === COMPOUND_WIDGET_TYPE && node.settings?.compoundId === compoundId;

export function compoundUsages(
  compoundId: string,
  applications: readonly ApplicationDocument[],
  compounds: readonly CompoundWidgetDocument[] = [],
): CompoundUsage[] {
  const usages: CompoundUsage[] = [];
  const matches = isInstanceOf(compoundId);
  for (const application of applications) {
    for (const entry of application.content ?? []) {
      walkNodes(entry.widget, (node) => {
        if (matches(node)) {
          usages.push({ documentId: String(application.id), documentName: application.name, kind: 'application', path: entry.path, instanceId: node.id });
        }
      });
    }
  }
  for (const compound of compounds) {
    if (compound.id === compoundId) continue;
    walkNodes(compound.widget, (node) => {
      if (matches(node)) {
        usages.push({ documentId: String(compound.id), documentName: compound.name, kind: 'compound', instanceId: node.id });
      }
    });
  }
  return usages;
}
