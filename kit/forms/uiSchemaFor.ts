/**
 * Derives the uiSchema that picks the product's form widgets from a JSON Schema (formats, `monacoLanguage`,
 * `multiline`, integer fields), for every level of the schema. An explicit uiSchema given by the caller wins per field.
 */
import { FORMAT_FIELDS, FORMAT_WIDGETS } from './formWidgetNames';

type Schema = Record<string, unknown>;
export type UiSchemaTree = Record<string, unknown>;

const isNumeric = (type: unknown) => type === 'integer' || type === 'number';

/** The ui:widget / ui:field one schema node asks for, if any. */
function pick(schema: Schema): UiSchemaTree {
  const format = typeof schema.format === 'string' ? schema.format : undefined;
  if (typeof schema.monacoLanguage === 'string') {
    // rjsf hands objects and arrays to fields, never to widgets
    return schema.type === 'string' || schema.type === undefined ? { 'ui:widget': 'CodeEditor' } : { 'ui:field': 'CodeEditorField' };
  }
  // a text field naming a store (`store`, `storeDisplayProperty`) picks one of its records, a list of ids several
  if (typeof schema.store === 'string' && (schema.type === 'string' || schema.type === 'array')) return { 'ui:widget': 'StoreSelect' };
  // long texts (Markdown, Html): a text area, so Enter makes a new line and the value keeps its line breaks
  if (schema.multiline === true && schema.type === 'string') return { 'ui:widget': 'textarea', 'ui:options': { rows: 6 } };
  if (format && FORMAT_FIELDS[format]) return { 'ui:field': FORMAT_FIELDS[format] };
  if (format && FORMAT_WIDGETS[format]) return { 'ui:widget': FORMAT_WIDGETS[format] };
  if ((format === 'date' || format === 'date-time') && isNumeric(schema.type)) return { 'ui:widget': 'DateInput' };
  if (schema.type === 'integer' && !Array.isArray(schema.enum)) return { 'ui:widget': 'IntegerInput' };
  return {};
}

export function deriveUiSchema(schema: unknown): UiSchemaTree {
  if (!schema || typeof schema !== 'object') return {};
  const node = schema as Schema;
  const ui: UiSchemaTree = pick(node);
  if (ui['ui:field'] || ui['ui:widget']) return ui; // the widget draws the whole value
  if (node.properties && typeof node.properties === 'object') {
    for (const [name, child] of Object.entries(node.properties as Record<string, unknown>)) {
      const childUi = deriveUiSchema(child);
      if (Object.keys(childUi).length > 0) ui[name] = childUi;
    }
  }
  if (node.items && typeof node.items === 'object' && !Array.isArray(node.items)) {
    const itemsUi = deriveUiSchema(node.items);
    if (Object.keys(itemsUi).length > 0) ui.items = itemsUi;
  }
  return ui;
}

/** Deep merge of uiSchemas; `override` wins. */
export function mergeUiSchema(base: UiSchemaTree, override: UiSchemaTree | undefined): UiSchemaTree {
  if (!override) return base;
  const result: UiSchemaTree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const existing = result[key];
    const bothObjects = value && typeof value === 'object' && !Array.isArray(value) && existing && typeof existing === 'object' && !Array.isArray(existing);
    result[key] = bothObjects && !key.startsWith('ui:') ? mergeUiSchema(existing as UiSchemaTree, value as UiSchemaTree) : value;
  }
  return result;
}
