/**
 * The JSON Schema (draft-07) of each widget type's settings, read from the widget specs (widget-schemas/<Type>.ts,
 * listed by the virtual module virtual:widget-specs; docs/widgets.md). Fixed at import: nothing registers schemas later, so the
 * server, the catalogue and the browser always know the same types. `title`/`description` are i18n keys.
 */
import { widgetSpecs } from 'virtual:widget-specs';

/** A settings schema: an object schema whose properties are the settings. */
export interface WidgetSchema {
  $schema?: string;
  title?: string;
  description?: string;
  type: 'object';
  properties?: Record<string, Record<string, unknown>>;
  required?: string[];
  [keyword: string]: unknown;
}

const schemas = new Map<string, WidgetSchema>(widgetSpecs.map((spec) => [spec.type, spec.schema as unknown as WidgetSchema]));

export function widgetSchema(type: string): WidgetSchema | undefined {
  return schemas.get(type);
}

export function widgetSchemaTypes(): string[] {
  return [...schemas.keys()].sort();
}
