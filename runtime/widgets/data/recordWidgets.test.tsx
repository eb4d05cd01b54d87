// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { createDataType, dataRecordsApi } from '../../api/resources';
import type { WidgetNode } from '../../../model/document/types';
import { startStoreTestServer, type StoreTestServer } from '../../testing/storeTestServer';
import { renderTree, widgetElement } from '../../testing/renderTree';

// The widgets that show one record: StoreProperty, StoreHtml and KeyValueTable against the real server.
const registry = createBuiltinRegistry();
let server: StoreTestServer;
let pageId: string;
let emptyId: string;

beforeAll(async () => {
  server = await startStoreTestServer();
  await server.loginAsAdmin();
  await createDataType({ path: 'pages', schema: { type: 'object' } });
  pageId = (await dataRecordsApi('pages').createDataRecord({ title: 'Über uns', visits: 1234, html: '<h2>Hallo</h2><img src=x onerror="alert(1)"><script>alert(2)</script>' })).id;
  emptyId = (await dataRecordsApi('pages').createDataRecord({ title: 'Leer' })).id;
}, 120_000);
afterAll(async () => server?.stop());
afterEach(cleanup);

const node = (type: string, settings: Record<string, unknown>): WidgetNode => ({ id: 'w', type, settings });
const shown = (container: HTMLElement) => widgetElement(container, 'w').textContent;

describe('StoreProperty', () => {
  it('shows one property of the record, the id from a context variable', async () => {
    const { container } = renderTree(node('StoreProperty', { dataType: 'pages', entityId: '${page}', property: 'visits' }), { registry, context: { page: pageId } });
    await waitFor(() => expect(shown(container)).toBe('1.234'));
  });

  it("says 'Bitte Store, ID und Property konfigurieren' and 'Kein Store geladen'", () => {
    const missing = renderTree(node('StoreProperty', { dataType: 'pages', entityId: pageId }), { registry });
    expect(shown(missing.container)).toBe('Bitte Store, ID und Property konfigurieren');
    missing.unmount();
    const unknown = renderTree(node('StoreProperty', { store: 'gibt-es-nicht', entityId: pageId, property: 'title' }), { registry });
    expect(shown(unknown.container)).toBe('Kein Store geladen');
  });
});

describe('StoreHtml', () => {
  it('shows the sanitised HTML of the record named by the route parameter id', async () => {
    const navigation = { basePath: '', path: `seiten/${pageId}`, params: { id: pageId }, query: new URLSearchParams(), navigate: () => {} };
    const { container } = renderTree(node('StoreHtml', { dataType: 'pages' }), { registry, navigation });
    await waitFor(() => expect(container.querySelector('[data-testid=store-html] h2')?.textContent).toBe('Hallo'));
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('onerror')).toBeNull();
  });

  it("says 'No html defined', shows nothing without store or id, and names an unknown store", async () => {
    const empty = renderTree(node('StoreHtml', { dataType: 'pages', entityId: emptyId }), { registry });
    await waitFor(() => expect(shown(empty.container)).toBe('No html defined'));
    empty.unmount();
    const noId = renderTree(node('StoreHtml', { dataType: 'pages' }), { registry });
    expect(shown(noId.container)).toBe('');
    noId.unmount();
    const unknown = renderTree(node('StoreHtml', { store: 'nirgends', entityId: 'x' }), { registry });
    expect(shown(unknown.container)).toBe('No store found for name nirgends');
  });
});

describe('KeyValueTable', () => {
  it('shows a record of a store, or an object of the page context, as labels and values', async () => {
    const stored = renderTree(node('KeyValueTable', { dataType: 'pages', entityId: pageId, properties: [{ property: 'title', label: 'Titel' }, { property: 'visits', label: 'Besuche' }] }), { registry });
    await waitFor(() => expect([...stored.container.querySelectorAll('tr')].map((tr) => tr.textContent)).toEqual(['TitelÜber uns', 'Besuche1.234']));
    stored.unmount();
    const fromContext = renderTree(node('KeyValueTable', { contextProperty: 'person' }), { registry, context: { person: { name: 'Ada', active: true } } });
    expect([...fromContext.container.querySelectorAll('tr')].map((tr) => tr.textContent)).toEqual(['activeJa', 'nameAda']);
    fromContext.unmount();
    const none = renderTree(node('KeyValueTable', {}), { registry });
    expect(shown(none.container)).toBe('Bitte konfigurieren Sie das Widget!');
  });
});
