/**
 * Every widget migration sequence, keyed by the widget type it migrates. A widget's own migrations live in its spec
 * (`migrations` in widget-schemas/<Type>.ts) and are read from there; the ones below are for types that have no
 * widget any more (legacy names, OpenEditorBtn). The registry is checked when it is built: one sequence per type,
 * every sequence well numbered, and type changes never lead in a circle.
 */
import { MigrationDefinitionError } from './sequence';
import { defineWidgetMigrations, typeChangeOf, type WidgetMigrationSequence } from './widgetMigration';
import { widgetSpecs } from 'virtual:widget-specs';
import { LEGACY_GERMAN_TYPE_NAMES, legacyGermanNameMigrations } from './widgets/legacyGermanNames';
import { openEditorBtnMigrations } from './widgets/openEditorBtn';
import { TYPE_ALIASES, typeAliasMigrations } from './widgets/aliases';

const ALL_WIDGET_SEQUENCES: readonly WidgetMigrationSequence[] = [
  ...widgetSpecs.filter((spec) => spec.migrations.length > 0).map((spec) => defineWidgetMigrations(spec.type, spec.migrations)),
  openEditorBtnMigrations,
  ...legacyGermanNameMigrations,
  ...typeAliasMigrations,
];

export function buildWidgetMigrationRegistry(
  sequences: readonly WidgetMigrationSequence[],
): ReadonlyMap<string, WidgetMigrationSequence> {
  const byType = new Map<string, WidgetMigrationSequence>();
  for (const sequence of sequences) {
    if (byType.has(sequence.sequenceId)) {
      throw new MigrationDefinitionError(`Two migration sequences are defined for widget type "${sequence.sequenceId}".`);
    }
    byType.set(sequence.sequenceId, sequence);
  }
  for (const start of byType.keys()) {
    const seen = [start];
    let next = typeChangeOf(byType.get(start)!);
    while (next !== undefined) {
      if (seen.includes(next)) {
        throw new MigrationDefinitionError(`Widget type changes form a circle: ${[...seen, next].join(' -> ')}.`);
      }
      seen.push(next);
      const sequence = byType.get(next);
      next = sequence && typeChangeOf(sequence);
    }
  }
  return byType;
}

export const widgetMigrationSequences = buildWidgetMigrationRegistry(ALL_WIDGET_SEQUENCES);

/** Legacy names and aliases are plain aliases; every other type that changes type is a deprecated widget of the catalogue. */
export const legacyTypeNames: ReadonlySet<string> = new Set([...Object.keys(LEGACY_GERMAN_TYPE_NAMES), ...Object.keys(TYPE_ALIASES)]);
