import { aliasesOf, currentWidgetVersion, migratesTo } from '../../migrations';
import type { WidgetSpec } from '../../widget-schemas/spec';
import type { SocketDeclaration } from '../../model/document/types';
import type { JsonSchema, WidgetCategory } from './defineWidget';

/** One row of `npm run -s catalogue` (docs/architecture.md). */
export interface CatalogueEntry {
  type: string;
  group: string;
  categories: WidgetCategory[];
  version: number;
  deprecated: boolean;
  migratesTo: string | null;
  aliases: string[];
  slots: string[];
  /** Only for widgets whose slots come from settings (table cells, tabs): the pattern of those slot names. */
  slotPattern?: string;
  inputs: SocketDeclaration[];
  outputs: SocketDeclaration[];
  schema: JsonSchema;
}

/**
 * The widget specs as plain data: what each widget is, where it may go, its sockets and settings schema, and from
 * the migrations layer its version, the legacy names that load as it and the type a deprecated widget becomes.
 * Schema-only specs (no component in this build) are not widgets of the catalogue. No React: plain Node prints it.
 */
export function catalogueOf(specs: readonly WidgetSpec[]): CatalogueEntry[] {
  return specs
    .filter((spec) => !spec.schemaOnly)
    .map((definition) => ({
      type: definition.type,
      group: definition.group,
      categories: [...definition.categories],
      version: currentWidgetVersion(definition.type),
      deprecated: definition.deprecated,
      migratesTo: migratesTo(definition.type) ?? null,
      aliases: aliasesOf(definition.type),
      slots: [...definition.slots],
      ...(definition.slotPattern ? { slotPattern: definition.slotPattern } : {}),
      inputs: definition.inputs.map((socket) => ({ ...socket })),
      outputs: definition.outputs.map((socket) => ({ ...socket })),
      schema: definition.schema as JsonSchema,
    }))
    .sort((a, b) => a.type.localeCompare(b.type));
}
