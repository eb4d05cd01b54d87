/**
 * What the search and filter widgets of the forms group share (docs/widgets.md, "Search and filter inputs"): a
 * `label`, a `placeholder` and `contextProperty` (the page context variable their value goes to, as every input's),
 * the `store` they search, and their sockets: `value` (what lists, tables and counts filter by) and `results`
 * (the records the store's search found). One definition each, so the widgets cannot drift apart.
 */
import { INPUT_SETTINGS } from './inputs';

/** The field search types a filter entry or an advanced search field can have (the API's search types). */
export const SEARCH_FIELD_TYPES = ['string', 'number', 'boolean', 'date', 'id', 'foreignId'] as const;

export const SEARCH_SETTINGS = {
  label: INPUT_SETTINGS.label,
  placeholder: INPUT_SETTINGS.placeholder,
  contextProperty: INPUT_SETTINGS.contextProperty,
  store: { title: 'widgets.search.settings.store.title', description: 'widgets.search.settings.store.description', type: 'string', default: '' },
} as const;

export const SEARCH_OUTPUTS = [
  { name: 'value', type: 'any', label: 'widgets.search.sockets.value' },
  { name: 'results', type: 'array', label: 'widgets.search.sockets.results' },
] as const;

/** The schema a search widget's settings start from. */
export function searchSchema<const Extra extends Record<string, object>>(type: string, extra: Extra) {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: `widgets.${type}.title`,
    type: 'object',
    properties: { ...SEARCH_SETTINGS, ...extra },
  } as const;
}
