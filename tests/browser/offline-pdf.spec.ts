import { readFile } from 'node:fs/promises';
import { test, expect } from './fixtures';
import { apiLogin, applicationWith, createApplication, findNode, readApplication, startPage, useSession } from './editor-helpers';
import { pdfText } from '../../runtime/testing/pdfText';

// A page with the offline and export widgets, opened in the preview: a PDF of a data type's records is downloaded
// and read back, the records are searched with the network cut, a change made offline reaches the server once the
// network returns, and a button sent as OpenEditorBtn shows as OpenEditorBtnV2.

const TYPE = `offline${Date.now()}`;

test('PDF export, offline search and sync, and an OpenEditorBtn document in the preview', async ({ page, request }) => {
  const session = await apiLogin(request);
  const auth = { Authorization: `Bearer ${session.token}` };
  const created = await request.post('/api/datatypes', { headers: auth, data: { path: TYPE, schema: { type: 'object', properties: { name: { type: 'string' }, city: { type: 'string' } } } } });
  expect(created.status(), await created.text()).toBe(201);
  for (const [name, city] of [['Anna Müller', 'Zürich'], ['Bruno Keller', 'Bern'], ['Clara Bühler', 'Genève']]) {
    expect((await request.post(`/api/data/${TYPE}`, { headers: auth, data: { name, city } })).status()).toBe(201);
  }
  const store = `data/${TYPE}`;
  const appId = await createApplication(request, session, applicationWith('Offline und PDF', [startPage([
    { id: 'pdf', type: 'PdfExporter', settings: { store, fields: ['name', 'city'], title: 'Kundenliste', fileName: 'kunden' } },
    { id: 'search', type: 'OfflineSearch', settings: { store, editableFields: ['city'] } },
    { id: 'sync', type: 'SyncStatus', settings: {} },
    { id: 'old', type: 'OpenEditorBtn', settings: { text: 'Kunden bearbeiten', path: TYPE } },
  ])]));
  // Saving runs the load pipeline: the old node is stored as OpenEditorBtnV2, its text as the label.
  const stored = await readApplication(request, session, appId);
  expect(findNode(stored.content[0].widget, 'old')).toMatchObject({ id: 'old', type: 'OpenEditorBtnV2', settings: { label: 'Kunden bearbeiten', typePath: TYPE } });

  await useSession(page, session);
  await page.goto(`/apps/preview/${appId}/`);
  const pdfButton = page.getByRole('button', { name: 'Als PDF exportieren' });
  // The preview fetches the page's widget code first (each widget is its own chunk), which can take a while on a busy machine.
  await expect(pdfButton).toBeVisible({ timeout: 30_000 });

  // The stored OpenEditorBtn is the V2 widget, its text now the label.
  const oldButton = page.locator('[data-widget-id="old"]');
  await expect(oldButton).toHaveAttribute('data-widget-type', 'OpenEditorBtnV2');
  await expect(oldButton.getByRole('button')).toHaveText('Kunden bearbeiten');
  await expect(page.getByTestId('unknown-widget')).toHaveCount(0);

  // PDF: downloaded under its name, and a PDF reader finds the records in it.
  const [download] = await Promise.all([page.waitForEvent('download'), pdfButton.click()]);
  expect(download.suggestedFilename()).toBe('kunden.pdf');
  const [text, ...morePages] = await pdfText(new Uint8Array(await readFile((await download.path())!)));
  expect(morePages).toEqual([]);
  for (const expected of ['Kundenliste', '3 Einträge', 'Anna Müller', 'Zürich', 'Bruno Keller', 'Genève', 'Seite 1 von 1']) expect(text).toContain(expected);

  // Offline: the copy is searched and changed with the network cut.
  const status = page.getByTestId('offline-search-status');
  await expect(status).toContainText('3 Einträge offline verfügbar');
  await page.context().setOffline(true);
  await expect(page.getByTestId('sync-status-online')).toHaveText('Offline');
  await expect(status).toContainText('Suche in 3 gespeicherten Einträgen');
  await page.getByRole('searchbox').fill('bern');
  await page.getByRole('button', { name: 'Bruno Keller' }).click();
  await page.getByLabel('city').fill('Thun');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Offline gespeichert; die Änderung wird gesendet, sobald wieder eine Verbindung besteht.')).toBeVisible();
  await expect(page.getByTestId('sync-status-pending')).toHaveText('1 ausstehende Änderung');
  await page.getByRole('searchbox').fill('thun');
  await expect(page.getByRole('button', { name: 'Bruno Keller' })).toBeVisible();

  // Back online: the change is sent, and the server has it.
  await page.context().setOffline(false);
  await expect(page.getByTestId('sync-status-online')).toHaveText('Online');
  await expect(page.getByTestId('sync-status-pending')).toHaveText('0 ausstehende Änderungen');
  await expect(page.getByTestId('sync-status-last')).toContainText('Zuletzt synchronisiert: ');
  const records = await (await request.get(`/api/data/${TYPE}?size=10`, { headers: auth })).json();
  expect(records.elements.find((record: { name: string }) => record.name === 'Bruno Keller')).toMatchObject({ city: 'Thun', version: 2 });
});
