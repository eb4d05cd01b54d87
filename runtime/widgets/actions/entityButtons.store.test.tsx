// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBuiltinRegistry } from '..';
import { createDataType, dataRecordsApi } from '../../api/resources';
import { PUBLISHED_MODE } from '../../render/extensions';
import { countRequests, startStoreTestServer, type StoreTestServer } from '../../testing/storeTestServer';
import { renderTree, widgetElement } from '../../testing/renderTree';

// DeleteEntityButton, PatchObjectsButton and FloatingActionButton's record form against the real server: records of
// a data type created, deleted and patched through /api/data/aufgaben, read back through the API.
const registry = createBuiltinRegistry();
let server: StoreTestServer;
const records = () => dataRecordsApi('aufgaben');
const create = (fields: Record<string, unknown>) => records().createDataRecord(fields);

beforeAll(async () => {
  server = await startStoreTestServer();
  await server.loginAsAdmin();
  await createDataType({
    path: 'aufgaben',
    schema: { type: 'object', properties: { titel: { type: 'string' }, status: { type: 'string' }, details: { type: 'object', properties: { prio: { type: 'number' }, notiz: { type: 'string' } } } } },
  });
}, 180_000);
afterAll(async () => server?.stop());
afterEach(cleanup);

describe('DeleteEntityButton', () => {
  it('asks "Löschen?" first: No keeps the record, Yes deletes it through the API and says so', async () => {
    const record = await create({ titel: 'Weg damit' });
    const { container, engine } = renderTree(
      { id: 'd', type: 'DeleteEntityButton', settings: { type: 'aufgaben' } },
      { registry, context: { id: record.id }, connections: [{ id: 'c', from: { widgetId: 'd', socket: 'deleted' }, to: { widgetId: '$context', socket: 'gone' } }] },
    );
    fireEvent.click(within(widgetElement(container, 'd')).getByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByTestId('delete-entity-confirm');
    expect(within(dialog).getByText('Löschen?')).toBeTruthy();
    expect(within(dialog).getByText('Wollen Sie diesen Eintrag wirklich löschen?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nein' }));
    await waitFor(() => expect(screen.queryByTestId('delete-entity-confirm')).toBeNull());
    expect(await records().existsDataRecord(record.id)).toBe(true);

    fireEvent.click(within(widgetElement(container, 'd')).getByRole('button', { name: 'Löschen' }));
    fireEvent.click(within(await screen.findByTestId('delete-entity-confirm')).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(within(widgetElement(container, 'd')).getByRole('status').textContent).toBe('Gelöscht.'));
    expect(await records().existsDataRecord(record.id)).toBe(false);
    expect(engine.getContext('gone')).toEqual({ id: record.id, type: 'data/aufgaben' });
  });

  it('without confirmation deletes at once; a record that is not there is reported as a failure', async () => {
    const record = await create({ titel: 'Sofort' });
    const direct = renderTree({ id: 'd', type: 'DeleteEntityButton', settings: { type: 'data/aufgaben', entityId: '${aufgabe.id}', confirmation: false, label: 'Entfernen' } }, { registry, context: { aufgabe: record } });
    fireEvent.click(screen.getByRole('button', { name: 'Entfernen' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Gelöscht.'));
    expect(await records().existsDataRecord(record.id)).toBe(false);
    direct.unmount();
    const missing = renderTree({ id: 'd', type: 'DeleteEntityButton', settings: { type: 'aufgaben', confirmation: false } }, { registry, context: { id: record.id }, language: 'en_us' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(missing.container.querySelector('[data-testid=widget-error]')?.textContent).toMatch(/^Deleting failed\./));
  });

  it('without an entity id logs an error, sends nothing and tells builders only; does nothing in edit mode', async () => {
    const record = await create({ titel: 'Bleibt' });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const requests = countRequests();
    try {
      const builder = renderTree({ id: 'd', type: 'DeleteEntityButton', settings: { type: 'aufgaben', confirmation: false } }, { registry });
      expect(widgetElement(builder.container, 'd').querySelector('[data-testid=no-entity-id]')!.textContent).toBe('Error: No entityId found!');
      fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('no entityId found'));
      builder.unmount();
      const visitor = renderTree({ id: 'd', type: 'DeleteEntityButton', settings: { type: 'aufgaben' } }, { registry, extensions: PUBLISHED_MODE });
      expect(visitor.container.querySelector('[data-testid=no-entity-id]')).toBeNull();
      visitor.unmount();
      renderTree({ id: 'd', type: 'DeleteEntityButton', settings: { type: 'aufgaben', confirmation: false } }, { registry, context: { id: record.id }, extensions: { mode: 'edit' } });
      fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(requests.count('DELETE', /.*/)).toBe(0);
      expect(await records().existsDataRecord(record.id)).toBe(true);
    } finally {
      requests.restore();
      errors.mockRestore();
    }
  });
});

describe('PatchObjectsButton', () => {
  it('patches every listed record after Yes, reports records it could not change, and undoes the change', async () => {
    const a = await create({ titel: 'A', status: 'offen', details: { notiz: 'eilig' } });
    const b = await create({ titel: 'B' });
    const { container, engine } = renderTree(
      { id: 'p', type: 'PatchObjectsButton', settings: { type: 'aufgaben', entityIds: '${auswahl}', patch: { status: '${neu}', details: { prio: 1 } } } },
      { registry, context: { auswahl: [a.id, 'fehlt', b.id], neu: 'erledigt' }, connections: [{ id: 'c', from: { widgetId: 'p', socket: 'patched' }, to: { widgetId: '$context', socket: 'ergebnis' } }] },
    );
    const widget = within(widgetElement(container, 'p'));
    fireEvent.click(widget.getByRole('button', { name: 'Einträge ändern' }));
    const dialog = await screen.findByTestId('patch-objects-confirm');
    expect(within(dialog).getByText('3 Einträge ändern?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(widget.getByRole('status').textContent).toMatch(/^2 von 3 Einträgen geändert\.fehlt: /));
    expect((await records().getDataRecord(a.id))).toMatchObject({ status: 'erledigt', details: { notiz: 'eilig', prio: 1 } });
    expect((await records().getDataRecord(b.id))).toMatchObject({ titel: 'B', status: 'erledigt', details: { prio: 1 } });
    expect(engine.getContext('ergebnis')).toMatchObject({ ids: [a.id, b.id], failed: [{ id: 'fehlt' }] });

    fireEvent.click(widget.getByRole('button', { name: 'Rückgängig' }));
    await waitFor(() => expect(widget.getByRole('status').textContent).toBe('Änderung rückgängig gemacht.'));
    const restoredA = await records().getDataRecord(a.id);
    const restoredB = await records().getDataRecord(b.id);
    expect([restoredA.status, restoredA.details]).toEqual(['offen', { notiz: 'eilig' }]);
    expect([restoredB.titel, restoredB.status, restoredB.details]).toEqual(['B', undefined, undefined]);
  });

  it('takes the ids input, patches without asking when confirmation is off, and does nothing in edit mode or without ids', async () => {
    const c = await create({ titel: 'C' });
    const editing = renderTree({ id: 'p', type: 'PatchObjectsButton', settings: { type: 'aufgaben', entityIds: c.id, patch: { status: 'x' }, confirmation: false } }, { registry, extensions: { mode: 'edit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einträge ändern' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await records().getDataRecord(c.id)).status).toBeUndefined();
    editing.unmount();
    const empty = renderTree({ id: 'p', type: 'PatchObjectsButton', settings: { type: 'aufgaben', entityIds: '${nichts}', patch: { status: 'x' } } }, { registry });
    expect(widgetElement(empty.container, 'p').querySelector('[data-testid=no-ids]')!.textContent).toBe('Keine Einträge ausgewählt.');
    empty.unmount();
    const { container } = renderTree(
      { id: 'p', type: 'PatchObjectsButton', settings: { type: 'aufgaben', patch: { status: 'neu' }, confirmation: false, allowUndo: false } },
      { registry, context: { liste: [{ id: c.id }] }, connections: [{ id: 'i', from: { widgetId: '$context', socket: 'liste' }, to: { widgetId: 'p', socket: 'ids' } }], language: 'fr_fr' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Modifier les entrées' }));
    await waitFor(() => expect(within(widgetElement(container, 'p')).getByRole('status').textContent).toBe('1 entrées sur 1 modifiées.'));
    expect(within(widgetElement(container, 'p')).queryByRole('button', { name: 'Annuler' })).toBeNull();
    expect((await records().getDataRecord(c.id)).status).toBe('neu');
  });
});

describe('FloatingActionButton with openTypeEditor', () => {
  it('opens the form for a new record of the data type and creates it through the API', async () => {
    const { engine } = renderTree(
      { id: 'f', type: 'FloatingActionButton', settings: { action: 'openTypeEditor', typePath: 'aufgaben' } },
      { registry, connections: [{ id: 'c', from: { widgetId: 'f', socket: 'created' }, to: { widgetId: '$context', socket: 'neu' } }] },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Neuer Eintrag' }));
    const dialog = await screen.findByTestId('floating-action-dialog');
    fireEvent.change(await within(dialog).findByLabelText('titel'), { target: { value: 'Vom Knopf' } });
    fireEvent.submit(within(dialog).getByTestId('create-data'));
    await waitFor(() => expect(engine.getContext('neu')).toMatchObject({ titel: 'Vom Knopf' }));
    const id = (engine.getContext('neu') as { id: string }).id;
    expect((await records().getDataRecord(id)).titel).toBe('Vom Knopf');
  });
});
