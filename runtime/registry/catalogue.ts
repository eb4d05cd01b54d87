import { aliasesOf, migratesTo } from '../../migrations';
import type { SocketDeclaration } from '../document/types';
import type { JsonSchema, WidgetCategory, WidgetDefinition } from './defineWidget';

/** One row of `npm run -s catalogue` (CONTRACT.md). */
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
 * The registry as plain data: what each widget is, where it may go, its sockets and settings schema, and from
 * the migrations layer the legacy names that load as it and the type a deprecated widget becomes.
 */
export function catalogueOf(definitions: readonly WidgetDefinition[]): CatalogueEntry[] {
  return definitions
    .map((definition) => ({
      type: definition.type,
      group: definition.group,
      categories: [...definition.categories],
      version: definition.version,
      deprecated: definition.deprecated,
      migratesTo: definition.migratesTo ?? migratesTo(definition.type) ?? null,
      aliases: aliasesOf(definition.type),
      slots: [...definition.slots],
      ...(definition.slotPattern ? { slotPattern: definition.slotPattern } : {}),
      inputs: definition.inputs.map((socket) => ({ ...socket })),
      outputs: definition.outputs.map((socket) => ({ ...socket })),
      schema: definition.schema,
    }))
    .sort((a, b) => a.type.localeCompare(b.type));
}
