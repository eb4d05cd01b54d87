/**
 * Widget migrations: one numbered sequence per widget type (`ArrayContainerV3/1`, …). A migration gets the whole
 * node without its children's migrations applied yet, and returns the node in the next version's shape. A type
 * change (a deprecated type or a legacy name becoming its replacement) is a migration too: it declares `toType`,
 * must be the last of its sequence, and returns a node of that type at the version its result is written for.
 *
 * The node shape comes from the widget specs (a spec's own migrations are written against it, and the specs sit
 * below the document model); it is structurally the same as the model's WidgetNode.
 */
import type { SpecMigratableNode } from '../widget-schemas/spec';
import { defineMigrationSequence, MigrationDefinitionError, type Migration, type MigrationSequence } from './sequence';

/** Fields not listed there (a newer build's extras) survive because migrations spread the node they get. */
export type MigratableNode = SpecMigratableNode;

export interface WidgetMigration extends Migration<MigratableNode> {
  /** Set when the migration turns the node into another widget type. */
  readonly toType?: string;
}

export type WidgetMigrationSequence = MigrationSequence<MigratableNode, WidgetMigration>;

export function defineWidgetMigrations(type: string, migrations: readonly WidgetMigration[]): WidgetMigrationSequence {
  const sequence = defineMigrationSequence<MigratableNode, WidgetMigration>(type, migrations);
  migrations.forEach((migration, index) => {
    if (migration.toType === undefined) return;
    if (index !== migrations.length - 1) {
      throw new MigrationDefinitionError(
        `Migration sequence "${type}": ${migration.id} changes the type to "${migration.toType}" but is not the ` +
          'last migration of its sequence (nothing can follow a type change).',
      );
    }
    if (migration.toType === type || !migration.toType) {
      throw new MigrationDefinitionError(
        `Migration sequence "${type}": ${migration.id} declares toType "${migration.toType}", which is not another type.`,
      );
    }
  });
  return sequence;
}

/** The type a sequence's nodes end up as, when its last migration changes the type. */
export function typeChangeOf(sequence: WidgetMigrationSequence): string | undefined {
  return sequence.migrations[sequence.migrations.length - 1]?.toType;
}

/** A sequence of one migration that renames a type and leaves everything else as it was, at version 1. */
export function renameTypeMigrations(fromType: string, toType: string, description?: string): WidgetMigrationSequence {
  return defineWidgetMigrations(fromType, [
    {
      id: `${fromType}/1`,
      toType,
      description: description ?? `${fromType} loads as ${toType}`,
      up: (node) => ({ ...node, type: toType, version: 1 }),
    },
  ]);
}

/** Copies of settings with keys renamed in place (order kept); a rename never overwrites a key already set. */
export function renameSettings(
  settings: Record<string, unknown> | undefined,
  renames: Record<string, string>,
): Record<string, unknown> | undefined {
  if (!settings) return settings;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings)) {
    const target = renames[key];
    if (target !== undefined && !(target in settings)) result[target] = value;
    else result[key] = value;
  }
  return result;
}
