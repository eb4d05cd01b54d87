/**
 * Settings whose values name something of the application: a context variable, a page to link to, a widget of
 * the page, a permission. The property panel offers these as choices in a combobox that still takes a typed value
 * (a link may go outside the application or carry placeholders; a context variable may be new). Pure: no React,
 * no DOM.
 */
import type { ApplicationDocument, ContentEntry, WidgetNode } from '../../../model/document/types';
import { CONTEXT_WIDGET_ID } from '../../../model/document/types';

export interface Suggestion {
  value: string;
  label?: string;
}

export type SuggestionKind = 'contextVariables' | 'pages' | 'widgets' | 'permissions';

/** Which setting names (at any depth of a widget's schema: TopNavigation's `menuButtons[].link`) suggest what. */
export const SUGGESTED_SETTINGS: Readonly<Record<string, SuggestionKind>> = {
  contextVariable: 'contextVariables',
  link: 'pages',
  linkedWidget: 'widgets',
  // a list of names (AuthorizedContainer): each entry is a combobox of the server's permission names
  permissions: 'permissions',
};

/** The application's pages as link targets: '/cart', '/products/{id}' for 'products/:id' (links fill {id}). */
export function linkTargets(document: ApplicationDocument): Suggestion[] {
  return document.content.map((entry) => ({
    value: `/${entry.path.replace(/:(\w+)/g, '{$1}')}`,
    label: entry.title || undefined,
  }));
}

/** The page's context variables: named by its connections and by its widgets' `contextVariable` settings. */
export function contextVariableChoices(entry: ContentEntry): Suggestion[] {
  const names = new Set<string>();
  for (const connection of entry.socketConnections ?? []) {
    for (const end of [connection.from, connection.to]) if (end.widgetId === CONTEXT_WIDGET_ID) names.add(end.socket);
  }
  for (const node of widgetsOf(entry.widget)) {
    const name = node.settings?.contextVariable;
    if (typeof name === 'string' && name.trim() !== '') names.add(name.trim());
  }
  return [...names].sort((a, b) => a.localeCompare(b)).map((value) => ({ value }));
}

/** The page's widgets other than `except`, by id, labelled by `name` (the widget's title in the interface language). */
export function widgetChoices(entry: ContentEntry, except: string, name: (node: WidgetNode) => string): Suggestion[] {
  return widgetsOf(entry.widget)
    .filter((node) => node.id !== except)
    .map((node) => ({ value: node.id, label: name(node) }));
}

function widgetsOf(root: WidgetNode): WidgetNode[] {
  const result: WidgetNode[] = [];
  const visit = (node: WidgetNode) => {
    result.push(node);
    for (const children of Object.values(node.slots ?? {})) children.forEach(visit);
  };
  visit(root);
  return result;
}

type Schema = Record<string, unknown>;

/**
 * The uiSchema that turns the suggested settings of `schema` into comboboxes with the lists `listOf` gives, for
 * every level of the schema (object properties and array items). Lists are asked for only when a setting needs
 * one, so a widget without such settings costs no walk over the page.
 */
export function suggestionUiSchema(schema: unknown, listOf: (kind: SuggestionKind) => readonly Suggestion[]): Record<string, unknown> {
  const node = (schema && typeof schema === 'object' ? schema : {}) as Schema;
  const ui: Record<string, unknown> = {};
  const properties = (node.properties && typeof node.properties === 'object' ? node.properties : {}) as Record<string, Schema>;
  for (const [name, child] of Object.entries(properties)) {
    const kind = SUGGESTED_SETTINGS[name];
    if (kind && child.type === 'string' && !Array.isArray(child.enum)) {
      ui[name] = { 'ui:widget': 'SuggestInput', 'ui:options': { suggestions: listOf(kind) } };
      continue;
    }
    const items = child.items as Schema | undefined;
    if (kind && child.type === 'array' && items?.type === 'string' && !Array.isArray(items.enum)) {
      ui[name] = { items: { 'ui:widget': 'SuggestInput', 'ui:options': { suggestions: listOf(kind) } } };
      continue;
    }
    const nested = suggestionUiSchema(child, listOf);
    if (Object.keys(nested).length > 0) ui[name] = nested;
  }
  if (node.items && typeof node.items === 'object' && !Array.isArray(node.items)) {
    const items = suggestionUiSchema(node.items, listOf);
    if (Object.keys(items).length > 0) ui.items = items;
  }
  return ui;
}
