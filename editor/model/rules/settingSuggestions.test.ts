import { describe, expect, it } from 'vitest';
import Link from '../../../widget-schemas/Link';
import LoginStatus from '../../../widget-schemas/LoginStatus';
import ConditionalContainer from '../../../widget-schemas/ConditionalContainer';
import AuthorizedContainer from '../../../widget-schemas/AuthorizedContainer';
import type { ApplicationDocument, ContentEntry } from '../../../model/document/types';
import { contextVariableChoices, linkTargets, suggestionUiSchema, widgetChoices } from './settingSuggestions';

const entry: ContentEntry = {
  path: '',
  title: 'Start',
  widget: {
    id: 'root',
    type: 'AppContainer',
    slots: {
      content: [
        { id: 'link', type: 'Link', settings: { text: 'Zum Warenkorb' } },
        { id: 'cond', type: 'ConditionalContainer', settings: { contextVariable: 'angemeldet' } },
        { id: 'anchor', type: 'Heading', settings: { text: 'Unten' } },
      ],
    },
  },
  socketConnections: [{ id: 'c1', from: { widgetId: 'list', socket: 'clicked' }, to: { widgetId: '$context', socket: 'produkt' } }],
};
const document = {
  content: [entry, { path: 'products/:id', title: 'Produkt', widget: { id: 'p', type: 'AppContainer' } }, { path: 'cart', widget: { id: 'c', type: 'AppContainer' } }],
} as unknown as ApplicationDocument;
const lists = {
  pages: linkTargets(document),
  contextVariables: contextVariableChoices(entry),
  widgets: widgetChoices(entry, 'link', (node) => node.type),
  permissions: [{ value: 'TASKS_READ', label: 'Aufgaben: lesen' }],
};

describe('setting suggestions', () => {
  it('offers the pages as link targets, with placeholders for route parameters', () => {
    expect(linkTargets(document)).toEqual([
      { value: '/', label: 'Start' },
      { value: '/products/{id}', label: 'Produkt' },
      { value: '/cart', label: undefined },
    ]);
  });

  it('knows the context variables of connections and of widget settings', () => {
    expect(contextVariableChoices(entry).map((choice) => choice.value)).toEqual(['angemeldet', 'produkt']);
  });

  it('offers the other widgets of the page as link anchors', () => {
    expect(lists.widgets.map((choice) => choice.value)).toEqual(['root', 'cond', 'anchor']);
  });

  it('makes comboboxes of the named settings at any depth, and leaves enums and other settings alone', () => {
    const link = suggestionUiSchema(Link.schema, (kind) => lists[kind]);
    expect(link.link).toEqual({ 'ui:widget': 'SuggestInput', 'ui:options': { suggestions: lists.pages } });
    expect(link.linkedWidget).toEqual({ 'ui:widget': 'SuggestInput', 'ui:options': { suggestions: lists.widgets } });
    expect(link.text).toBeUndefined();
    expect(suggestionUiSchema(LoginStatus.schema, (kind) => lists[kind])).toMatchObject({ menuButtons: { items: { link: { 'ui:widget': 'SuggestInput' } } } });
    expect(suggestionUiSchema(ConditionalContainer.schema, (kind) => lists[kind]).contextVariable).toMatchObject({ 'ui:options': { suggestions: lists.contextVariables } });
  });

  it('offers the permission names for each entry of a list of permissions', () => {
    expect(suggestionUiSchema(AuthorizedContainer.schema, (kind) => lists[kind])).toEqual({
      permissions: { items: { 'ui:widget': 'SuggestInput', 'ui:options': { suggestions: lists.permissions } } },
    });
  });
});
