/**
 * Public face of the migrations layer: migrate documents and widget trees, and answer catalogue questions
 * (current version of a type, which types are deprecated, what they become, which legacy names load as a type).
 */
import { documentMigrations } from './document';
import { legacyTypeNames, widgetMigrationSequences } from './registry';
import { typeChangeOf } from './widgetMigration';

export { migrateDocument, migrateDocumentFormat } from './migrateDocument';
export type { DocumentMigrationErrorCode, DocumentMigrationResult } from './migrateDocument';
export { migrateNode } from './migrateNode';
export type { MigrationProblem, NodeMigrationFailure, NodeMigrationResult } from './migrateNode';
export type { MigratableNode, WidgetMigration, WidgetMigrationSequence } from './widgetMigration';
export { LEGACY_GERMAN_TYPE_NAMES } from './widgets/legacyGermanNames';
export { documentMigrations, widgetMigrationSequences };

/** The version a node of `type` has after loading; 1 for a type without migrations. */
export function currentWidgetVersion(type: string): number {
  return widgetMigrationSequences.get(type)?.currentVersion ?? 1;
}

/** The type a node of `type` ends up as after all type changes, or undefined when it stays what it is. */
export function migratesTo(type: string): string | undefined {
  let target: string | undefined;
  for (let next = type, hops = 0; hops <= widgetMigrationSequences.size; hops++) {
    const sequence = widgetMigrationSequences.get(next);
    const changed = sequence && typeChangeOf(sequence);
    if (!changed) break;
    target = next = changed;
  }
  return target;
}

/** The type that `type` loads as: itself, or what a legacy name or deprecated type migrates to. */
export function canonicalType(type: string): string {
  return migratesTo(type) ?? type;
}

/** Deprecated widget types of the catalogue that migrate to another type (legacy names are aliases instead). */
export const deprecatedTypes: readonly string[] = Object.freeze(
  [...widgetMigrationSequences.values()]
    .filter((sequence) => typeChangeOf(sequence) !== undefined && !legacyTypeNames.has(sequence.sequenceId))
    .map((sequence) => sequence.sequenceId)
    .sort(),
);

/** Legacy names that load as `type` (for the catalogue's `aliases`). */
export function aliasesOf(type: string): string[] {
  return [...legacyTypeNames].filter((legacy) => migratesTo(legacy) === type).sort();
}

/** Every migration id defined, document format first (used to prove each one is covered by a fixture). */
export function allMigrationIds(): string[] {
  return [
    ...documentMigrations.migrations.map((migration) => migration.id),
    ...[...widgetMigrationSequences.values()].flatMap((sequence) => sequence.migrations.map((migration) => migration.id)),
  ];
}
