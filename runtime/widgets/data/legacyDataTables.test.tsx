// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import fixture from '../../../migrations/fixtures/DataTable-documents.json';
import { createBuiltinRegistry } from '..';
import { createDataType, dataRecordsApi } from '../../api/resources';
import { loadApplicationDocument } from '../../../migrations/load';
import type { WidgetNode } from '../../../model/document/types';
import { startStoreTestServer, type StoreTestServer } from '../../testing/storeTestServer';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { dataTableV4Settings } from './legacyDataTable';

// Stored DataTableV1, V2 and V3 pages load as DataTableV4 and show the records of their data type.
const registry = createBuiltinRegistry();
const [stored] = fixture.cases;
let server: StoreTestServer;

beforeAll(async () => {
  server = await startStoreTestServer();
  await server.loginAsAdmin();
  await createDataType({ path: 'legacy-contacts', schema: { type: 'object' } });
  for (const record of stored.renderCheck.records) await dataRecordsApi('legacy-contacts').createDataRecord(record);
}, 120_000);
afterAll(async () => server?.stop());
afterEach(cleanup);

const texts = (elements: NodeListOf<Element>) => [...elements].map((element) => element.textContent?.replace(/[▲▼]/g, '').trim());

describe('stored DataTableV1, V2 and V3 documents', () => {
  it.each(stored.renderCheck.pages)('$entry: loads as DataTableV4 and shows its records', async (check) => {
    const loaded = loadApplicationDocument(stored.before);
    if (!loaded.ok) throw new Error(loaded.message);
    const entry = loaded.value.content.find((candidate) => candidate.path === check.entry)!;
    const { container } = renderTree(entry.widget, { registry });
    const table = widgetElement(container, check.table);
    expect(table.dataset.widgetType).toBe('DataTableV4');
    await waitFor(() => expect(texts(table.querySelectorAll('[data-testid=data-row] td:first-child'))).toEqual(check.firstColumn));
    expect(texts(table.querySelectorAll('th'))).toEqual(check.headings);
  });

  it('renders an old node that reached the renderer unmigrated, with the migrated settings', async () => {
    expect(dataTableV4Settings('DataTableV2', { store: 'x', displayedColumns: [{ key: 'a', title: 'A' }], sortField: 'a', sortDirection: 'desc' }))
      .toMatchObject({ store: 'x', columns: [{ property: 'a', label: 'A' }], sort: '-a', pageSize: 10, mode: 'pages', height: '500px' });
    const node: WidgetNode = { id: 'old', type: 'DataTableV3', settings: { dataType: 'legacy-contacts', columns: [{ property: 'city' }], defaultSort: { active: 'city', direction: 'desc' } } };
    const { container } = renderTree(node, { registry });
    expect(widgetElement(container, 'old').dataset.widgetType).toBe('DataTableV3');
    await waitFor(() => expect(texts(container.querySelectorAll('[data-testid=data-row] td'))).toEqual(['Chur', 'Bern', 'Aarau']));
  });
});
